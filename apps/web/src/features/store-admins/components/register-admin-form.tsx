import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { Email, MESSAGES, Username, type StoreAdminRow, type StoreName } from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { allOnFields, fieldErrorsFor } from '@/components/back-office/server-errors';
import { ruleFrom } from '@/lib/validation';
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
  const register = useRegisterStoreAdmin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { username: '', email: '', store_id: null },
    validate: {
      username: ruleFrom(Username, MESSAGES.USERNAME_INVALID),
      email: ruleFrom(Email, MESSAGES.EMAIL_INVALID),
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
            setFormError(fixedWithReason(error, MESSAGES.ADMIN_REGISTER_ERROR));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register a store admin">
      <Stack gap="md">
        <FormError error={formError} />
        <TextInput
          label="Name"
          withAsterisk
          maxLength={30}
          data-autofocus
          {...form.getInputProps('username')}
        />
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          description="The link to choose a password goes here"
          {...form.getInputProps('email')}
        />
        <Select
          label="Store"
          description="Optional: you can assign a store later"
          placeholder={storesLoading ? 'Loading stores…' : 'Not assigned yet'}
          searchable
          clearable
          data={stores.map((s) => ({ value: String(s.store_id), label: s.store_name }))}
          disabled={storesLoading}
          nothingFoundMessage="No store of that name"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('store_id')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending}>
            Register and send the mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
