import { Modal, Stack, Text } from '@mantine/core';
import { MESSAGES, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { AddressForm, useAddAddress, useCities } from '@/features/addresses';
import { locateBrowser, useRefreshStoreLookup } from '@/features/location';

type FirstAddressModalProps = { userId: number; opened: boolean; onClose: () => void };

/**
 * The strip's 'Please set an address to start shopping', answered in place: the first
 * address becomes the default, the nearest store is found again, and the strip and the shelves
 * change to it without leaving the page.
 */
export function FirstAddressModal({ userId, opened, onClose }: FirstAddressModalProps) {
  const refreshStore = useRefreshStoreLookup();
  const add = useAddAddress(refreshStore);
  const cities = useCities(opened);
  const close = () => {
    add.reset();
    onClose();
  };
  const failure = add.isError
    ? add.error.message === MESSAGES.ADDRESS_ADD_ERROR
      ? MESSAGES.ADDRESS_ADD_ERROR
      : `${MESSAGES.ADDRESS_ADD_ERROR}: ${add.error.message}`
    : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Where should we deliver?"
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text c="dimmed">
          Your address decides which store serves you: the nearest one within {STORE_SEARCH_RADIUS_KM} km. You
          can add more addresses later on your profile.
        </Text>
        <AddressForm
          label="Your first address"
          cities={cities.data}
          citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
          citiesError={cities.isError ? MESSAGES.CITY_DATA_ERROR : null}
          submitting={add.isPending}
          error={failure}
          onCancel={close}
          submitLabel="Save and start shopping"
          locate={locateBrowser}
          onSubmit={(values) =>
            add.mutate(
              { userId, ...values },
              {
                onSuccess: () => {
                  toast.success(MESSAGES.ADDRESS_ADDED);
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
