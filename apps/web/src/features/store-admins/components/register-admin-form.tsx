import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Email, Username, type StoreAdminRow, type StoreName } from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { allOnFields, fieldErrorsFor } from '@/components/back-office/server-errors';
import { useT } from '@/i18n';
import { fixedWithReason } from '@/lib/api-errors';
import { useRegisterStoreAdmin } from '../api/store-admins';

type Values = { username: string; email: string; store_id: string | null };
const FIELDS = ['username', 'email', 'store_id'] as const;

/**
 * Registers a store admin (docs/product.md §7 POST /api/super-admin/register): a name, an e-mail and, if known
 * already, the store. The admin gets a mail with a link to choose a password.
 */
export function RegisterAdminForm({
  stores,
  storesLoading,
  onRegistered,
}: {
  stores: StoreName[];
  storesLoading: boolean;
  onRegistered: (admin: StoreAdminRow, message: string) => void;
}) {
  const t = useT();
  const register = useRegisterStoreAdmin();
  const [formError, setFormError] = useState<string | null>(null);
  // The contract's rules judge the values; each field has one text for whatever it breaks.
  const form = useForm<Values>({
    initialValues: { username: '', email: '', store_id: null },
    validate: {
      username: (value) =>
        Username.safeParse(value).success ? null : t('super-admin.storeAdmins.rule.username'),
      email: (value) => (Email.safeParse(value).success ? null : t('super-admin.storeAdmins.rule.email')),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        ...(values.store_id ? { store_id: Number(values.store_id) } : {}),
      },
      {
        onSuccess: ({ admin, message }) => {
          form.reset();
          onRegistered(admin, message);
        },
        onError: (error) => {
          form.setErrors(fieldErrorsFor(error, FIELDS));
          if (!allOnFields(error, FIELDS))
            setFormError(fixedWithReason(error, t('super-admin.error.adminRegister')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('super-admin.storeAdmins.registerTitle')}>
      <Stack gap="md">
        <FormError error={formError} />
        <TextInput
          label={t('super-admin.storeAdmins.name')}
          withAsterisk
          maxLength={30}
          data-autofocus
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('super-admin.storeAdmins.email')}
          type="email"
          withAsterisk
          description={t('super-admin.storeAdmins.emailHint')}
          {...form.getInputProps('email')}
        />
        <Select
          label={t('super-admin.storeAdmins.store')}
          description={t('super-admin.storeAdmins.storeHint')}
          placeholder={
            storesLoading
              ? t('super-admin.storeAdmins.loadingStores')
              : t('super-admin.storeAdmins.notAssignedYet')
          }
          searchable
          clearable
          data={stores.map((s) => ({ value: String(s.store_id), label: s.store_name }))}
          disabled={storesLoading}
          nothingFoundMessage={t('super-admin.storeAdmins.noStoreFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('store_id')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending}>
            {t('super-admin.storeAdmins.registerAndMail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
