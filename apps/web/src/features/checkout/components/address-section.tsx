import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Address } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatPhone } from '@/lib/phone';
import classes from './checkout.module.css';
import { AddressLabel } from '@/components/ui/address-label';

type AddressSectionProps = {
  /** The shopper's addresses (the addresses feature's query). */
  addresses: UseQueryResult<Address[]>;
  /** The address chosen for the order; null while none is (or after a refused change, docs/product.md §4). */
  selectedId: number | null;
  /** The address being sent to the server. */
  pendingId: number | null;
  /** Why the last address change was refused ('Address is too far away from the store.'). */
  failure: string | null;
  /** False once the order's shipping can no longer change. */
  editable: boolean;
  onSelect: (addressId: number) => void;
  /** A new address was saved (it is then chosen for the order). */
  onAdded: (address: Address) => void;
  /**
   * The form for a new address (the addresses feature's), given where it goes: it offers a cancel
   * while the shopper has other addresses, and reports the saved one.
   */
  addForm: (form: { onCancel?: () => void; onAdded: (address: Address) => void }) => ReactNode;
};

/**
 * Who takes the parcel at which number, as the address keeps them; nothing for an address saved
 * without them.
 */
function Recipient({ address }: { address: Address }) {
  const text = [address.recipient_name, address.phone ? formatPhone(address.phone) : null]
    .filter(Boolean)
    .join(' · ');
  if (!text) return null;
  return (
    <Text size="sm" component="span" display="block" mt={2}>
      {text}
    </Text>
  );
}

/** The shopper's addresses as choices, and a way to add one without leaving the checkout. */
export function AddressSection({
  addresses,
  selectedId,
  pendingId,
  failure,
  editable,
  onSelect,
  onAdded,
  addForm,
}: AddressSectionProps) {
  const t = useT();
  const [adding, setAdding] = useState(false);

  if (addresses.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-label={t('checkout.address.loadingLabel')} />
        <Text c="dimmed">{t('checkout.address.loading')}</Text>
      </Group>
    );
  }
  if (addresses.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {addresses.error.message}
      </Alert>
    );
  }

  const list = addresses.data;
  const showForm = adding || list.length === 0;
  return (
    <Stack gap="sm">
      {list.length > 0 ? (
        <Radio.Group
          value={selectedId === null ? null : String(selectedId)}
          onChange={(value) => onSelect(Number(value))}
          aria-label={t('checkout.form.address')}
        >
          <Stack gap="xs">
            {list.map((address) => (
              <Radio.Card
                key={address.address_id}
                value={String(address.address_id)}
                className={classes.choice}
                disabled={!editable || pendingId !== null}
              >
                <Radio.Indicator mt={3} />
                <div className={classes.choiceBody}>
                  <AddressLabel label={address.label} mb={4} />
                  <Text className={classes.choiceTitle} component="span" display="block">
                    {address.address}
                  </Text>
                  <Group gap={6} mt={2}>
                    <Text size="sm" c="dimmed" component="span">
                      {address.city_name}
                    </Text>
                    {address.is_default ? (
                      <Badge
                        size="xs"
                        variant="light"
                        color="leaf"
                        styles={{ label: { color: 'var(--mantine-color-leaf-9)' } }}
                      >
                        {t('checkout.address.default')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Recipient address={address} />
                </div>
                {pendingId === address.address_id ? (
                  <Loader size="xs" aria-label={t('checkout.address.saving')} />
                ) : null}
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text c="dimmed">{t('checkout.address.none')}</Text>
      )}
      {failure ? (
        <Alert role="alert" color="red" variant="light" data-testid="address-error">
          {failure}
        </Alert>
      ) : null}
      {editable && showForm
        ? addForm({
            onCancel: list.length > 0 ? () => setAdding(false) : undefined,
            onAdded: (saved) => {
              setAdding(false);
              onAdded(saved);
            },
          })
        : null}
      {editable && !showForm ? (
        <Button
          variant="subtle"
          leftSection={<IconMapPinPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.address.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
