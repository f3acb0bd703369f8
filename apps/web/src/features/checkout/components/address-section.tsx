import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import type { Address } from '@lumbung/contracts';
import { AddressForm } from '@/components/ui/address-form';
import { useAddAddress, useAddresses, useCities } from '@/lib/addresses';
import classes from './checkout.module.css';

type AddressSectionProps = {
  userId: number;
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
};

/** The shopper's addresses as choices, and a way to add one without leaving the checkout. */
export function AddressSection({
  userId,
  selectedId,
  pendingId,
  failure,
  editable,
  onSelect,
  onAdded,
}: AddressSectionProps) {
  const addresses = useAddresses(userId);
  const [adding, setAdding] = useState(false);
  // The city list is asked for only while the form shows (always, for a shopper with no address).
  const cities = useCities(adding || addresses.data?.length === 0);
  const add = useAddAddress();

  if (addresses.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-label="Loading addresses" />
        <Text c="dimmed">Loading your addresses…</Text>
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
          aria-label="Delivery address"
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
                        Default
                      </Badge>
                    ) : null}
                  </Group>
                </div>
                {pendingId === address.address_id ? <Loader size="xs" aria-label="Saving address" /> : null}
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text c="dimmed">You have no saved address yet. Add one to see the shipping prices.</Text>
      )}
      {failure ? (
        <Alert role="alert" color="red" variant="light" data-testid="address-error">
          {failure}
        </Alert>
      ) : null}
      {editable && showForm ? (
        <AddressForm
          cities={cities.data}
          citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
          citiesError={cities.isError ? cities.error.message : null}
          submitting={add.isPending}
          error={add.isError ? add.error.message : null}
          onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          submitLabel="Save and deliver here"
          onSubmit={({ address, city }) =>
            add.mutate(
              { userId, address, city },
              {
                onSuccess: ({ address: saved }) => {
                  setAdding(false);
                  add.reset();
                  onAdded(saved);
                },
              },
            )
          }
        />
      ) : null}
      {editable && !showForm ? (
        <Button
          variant="subtle"
          leftSection={<IconMapPinPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a new address
        </Button>
      ) : null}
    </Stack>
  );
}
