import { Modal, Stack, Text } from '@mantine/core';
import { STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { AddressForm, useAddAddress, useCities } from '@/features/addresses';
import { locateBrowser, useRefreshStoreLookup } from '@/features/location';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/api-client';

type FirstAddressModalProps = { userId: number; opened: boolean; onClose: () => void };

/**
 * The strip's 'Please set an address to start shopping', answered in place: the first
 * address becomes the default, the nearest store is found again, and the strip and the shelves
 * change to it without leaving the page. Its chunk comes with the shopper's texts (top-strip.tsx):
 * the address form's own words are there.
 */
export function FirstAddressModal({ userId, opened, onClose }: FirstAddressModalProps) {
  const t = useT();
  const refreshStore = useRefreshStoreLookup();
  const add = useAddAddress(refreshStore);
  const cities = useCities(opened);
  const close = () => {
    add.reset();
    onClose();
  };
  const fixed = t('shop.firstAddress.failed');
  // A refusal the server explains (a city not on the list) follows the fixed text, so the shopper
  // knows what to change; any other failure shows the fixed text alone.
  const explained =
    add.error instanceof ApiError && add.error.status >= 400 && add.error.status < 500
      ? add.error.message
      : null;
  const failure = add.isError ? (explained ? `${fixed}: ${explained}` : fixed) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('shop.firstAddress.title')}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': t('shop.close') }}
    >
      <Stack gap="md">
        <Text c="dimmed">{t('shop.firstAddress.why', { km: STORE_SEARCH_RADIUS_KM })}</Text>
        <AddressForm
          label={t('shop.firstAddress.label')}
          cities={cities.data}
          citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
          citiesError={cities.isError ? t('shop.firstAddress.citiesFailed') : null}
          submitting={add.isPending}
          error={failure}
          onCancel={close}
          submitLabel={t('shop.firstAddress.submit')}
          locate={locateBrowser}
          onSubmit={(values) =>
            add.mutate(
              { userId, ...values },
              {
                onSuccess: () => {
                  toast.success(t('shop.firstAddress.added'));
                  close();
                },
              },
            )
          }
        />
      </Stack>
    </Modal>
  );
}
