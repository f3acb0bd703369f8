import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ROUTES, type Role } from '@lumbung/contracts';
import { errorMessage } from '@/lib/api-client';
import { reloadTo } from '@/lib/navigation';
import { saveSession } from '@/lib/session';
import { useLogin } from '../api/login';

/** Where each role lands after logging in. */
export function homeFor(role: Role): string {
  if (role === 'SUPER_ADMIN') return '/admin-super';
  if (role === 'STORE_ADMIN') return '/admin-store';
  return ROUTES.home;
}

export function LoginForm() {
  const mutation = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your e-mail address'),
      password: (value) => (value.length > 0 ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ data }) => {
          saveSession({ accessToken: data.accessToken, refreshToken: data.refreshToken });
          // A full load starts the shop fresh for the new account (store, cart, location).
          reloadTo(homeFor(data.user.role));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mutation.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          size="md"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" radius="xl" loading={mutation.isPending} fullWidth mt="xs">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
