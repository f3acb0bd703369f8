import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconEdit, IconHomeCheck, IconMapPin, IconMapPinPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { STORE_SEARCH_RADIUS_KM, type Address } from '@lumbung/contracts';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { toast } from '@/components/ui/toast';
import { useT, type MessageId } from '@/i18n';
import { formatPhone } from '@/lib/phone';
import {
  useAddAddress,
  useAddresses,
  useDeleteAddress,
  useSetDefaultAddress,
  useUpdateAddress,
} from '../api/addresses';
import { failureOf } from '../lib/failure';
import { AddressEditor, SuccessorDialog } from './address-dialogs';
import type { Point } from './address-form';
import { AddressLabel } from '@/components/ui/address-label';

type AddressBookProps = {
  userId: number;
  /** Runs after every change: the nearest store follows the default address. */
  onChanged?: () => void;
  locate?: () => Promise<Point | null>;
};

const fullText = (failure: { title: string; detail: string | null }) =>
  [failure.title, failure.detail].filter(Boolean).join(': ');

/**
 * Who takes the parcel at which number, as the address keeps them; nothing for an address saved
 * without them (editing it asks for them).
 */
function Recipient({ address }: { address: Address }) {
  const text = [address.recipient_name, address.phone ? formatPhone(address.phone) : null]
    .filter(Boolean)
    .join(' · ');
  if (!text) return null;
  return (
    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="address-recipient">
      {text}
    </Text>
  );
}

/**
 * The shopper's delivery addresses: list, add, edit, delete (soft, after a confirmation;
 * the default only with a new one chosen) and set the default.
 */
export function AddressBook({ userId, onChanged, locate }: AddressBookProps) {
  const t = useT();
  const addresses = useAddresses(userId);
  const add = useAddAddress(onChanged);
  const update = useUpdateAddress(onChanged);
  const remove = useDeleteAddress(onChanged);
  const setDefault = useSetDefaultAddress(onChanged);
  const confirm = useConfirmDialog();
  const [editor, setEditor] = useState<{ editing: Address | null } | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const list = addresses.data ?? [];

  const openEditor = (editing: Address | null) => {
    add.reset();
    update.reset();
    setEditor({ editing });
  };
  const closeEditor = () => setEditor(null);

  const askToDelete = (address: Address) => {
    const others = list.filter((a) => a.address_id !== address.address_id);
    if (address.is_default && others.length > 0) {
      remove.reset();
      setRemoving(address);
      return;
    }
    confirm.show({
      title: t('account.addresses.deleteTitle'),
      message: t('account.addresses.deleteText', { address: address.address, city: address.city_name }),
      confirmLabel: t('account.addresses.deleteConfirm'),
      callback: async () => {
        try {
          await remove.mutateAsync({ userId, addressId: address.address_id });
        } catch (error) {
          throw new Error(fullText(failureOf(error, t('account.errors.addressDelete'))));
        }
        toast.success(t('account.addresses.deleted'));
      },
    });
  };

  const makeDefault = (address: Address) =>
    setDefault.mutate(
      { userId, addressId: address.address_id },
      {
        onSuccess: () => toast.success(t('account.addresses.defaultSet')),
        onError: (error) => toast.error(fullText(failureOf(error, t('account.errors.addressDefault')))),
      },
    );

  let body;
  if (addresses.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('account.addresses.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={96} radius="lg" />
        ))}
      </Stack>
    );
  } else if (addresses.isError) {
    body = (
      <LoadFailure message={t('account.errors.addressesFetch')} onRetry={() => void addresses.refetch()} />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<IconMapPin size={32} aria-hidden />}
        title={t('account.addresses.empty')}
        action={
          <Button
            radius="xl"
            leftSection={<IconMapPinPlus size={18} aria-hidden />}
            onClick={() => openEditor(null)}
          >
            {t('account.addresses.addFirst')}
          </Button>
        }
      >
        {t('account.addresses.emptyHint', { km: STORE_SEARCH_RADIUS_KM })}
      </EmptyState>
    );
  } else {
    body = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('account.addresses.title')}
      >
        {list.map((address) => (
          <Paper
            key={address.address_id}
            component="li"
            withBorder
            radius="lg"
            p="md"
            data-testid="address-card"
          >
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <AddressLabel label={address.label} mb={4} data-testid="address-label" />
                <Text fw={600} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {address.address}
                </Text>
                <Group gap={6} mt={4}>
                  <Text size="sm" c="dimmed">
                    {address.city_name}
                  </Text>
                  {address.is_default ? (
                    <Badge
                      variant="light"
                      color="leaf"
                      styles={{ label: { color: 'var(--mantine-color-leaf-9)' } }}
                    >
                      {t('account.addresses.default')}
                    </Badge>
                  ) : null}
                </Group>
                <Recipient address={address} />
              </div>
              <Group gap={4} wrap="wrap">
                {address.is_default ? null : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    radius="xl"
                    leftSection={<IconHomeCheck size={16} aria-hidden />}
                    loading={setDefault.isPending && setDefault.variables?.addressId === address.address_id}
                    onClick={() => makeDefault(address)}
                    aria-label={t('account.addresses.makeDefaultOf', { address: address.address })}
                  >
                    {t('account.addresses.makeDefault')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  radius="xl"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => openEditor(address)}
                  aria-label={t('account.addresses.editOf', { address: address.address })}
                >
                  {t('account.addresses.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  radius="xl"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => askToDelete(address)}
                  aria-label={t('account.addresses.deleteOf', { address: address.address })}
                >
                  {t('account.addresses.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  const editing = editor?.editing ?? null;
  return (
    <Stack gap="md">
      {list.length > 0 ? (
        <Button
          radius="xl"
          leftSection={<IconMapPinPlus size={18} aria-hidden />}
          onClick={() => openEditor(null)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.addresses.add')}
        </Button>
      ) : null}
      {body}
      <AddressEditor
        opened={editor !== null}
        onClose={closeEditor}
        editing={editing}
        submitting={add.isPending || update.isPending}
        error={editing ? update.error : add.error}
        locate={locate}
        onSubmit={(values) => {
          const done = (message: MessageId) => () => {
            closeEditor();
            toast.success(t(message));
          };
          if (editing) {
            update.mutate(
              { userId, addressId: editing.address_id, ...values },
              { onSuccess: done('account.addresses.updated') },
            );
          } else {
            add.mutate({ userId, ...values }, { onSuccess: done('account.addresses.added') });
          }
        }}
      />
      <SuccessorDialog
        key={removing?.address_id ?? 'none'}
        removing={removing}
        others={list.filter((a) => a.address_id !== removing?.address_id)}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setRemoving(null)}
        onConfirm={(newDefaultId) =>
          removing &&
          remove.mutate(
            { userId, addressId: removing.address_id, newDefaultId },
            {
              onSuccess: () => {
                setRemoving(null);
                toast.success(t('account.addresses.deleted'));
              },
            },
          )
        }
      />
    </Stack>
  );
}
