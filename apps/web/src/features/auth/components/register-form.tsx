import { Anchor, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  BRAND,
  Email,
  MESSAGES,
  Password,
  ReferralCode,
  ROUTES,
  Username,
  USERNAME_MAX_LENGTH,
} from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ruleFrom } from '@/lib/validation';
import { useRegister } from '../api/register';
import { AuthHeading } from './auth-heading';
import { CheckInbox } from './check-inbox';
import { FormAlert, SubmitButton } from './form-alert';
import { NewPasswordInput } from './password-strength';
import { EmailInput } from './email-input';
import classes from './auth-forms.module.css';

type RegisterValues = { username: string; email: string; password: string; referral_code: string };
type Field = keyof RegisterValues;

/** Server refusals that belong to one field are shown under it (the rest above the form). */
const FIELD_OF_MESSAGE: Partial<Record<string, Field>> = {
  [MESSAGES.EMAIL_TAKEN]: 'email',
  [MESSAGES.EMAIL_INVALID]: 'email',
  [MESSAGES.REFERRAL_UNKNOWN]: 'referral_code',
  [MESSAGES.USERNAME_INVALID]: 'username',
  [MESSAGES.PASSWORD_TOO_SHORT]: 'password',
  [MESSAGES.PASSWORD_TOO_LONG]: 'password',
};

type RegisterFormProps = {
  /** A referral code to start with (from the invitation link's `?ref=`). */
  initialReferralCode?: string;
};

export function RegisterForm({ initialReferralCode = '' }: RegisterFormProps) {
  const mutation = useRegister();
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const form = useForm<RegisterValues>({
    mode: 'uncontrolled',
    initialValues: {
      username: '',
      email: '',
      password: '',
      referral_code: initialReferralCode.trim().toUpperCase(),
    },
    validate: {
      username: ruleFrom(Username, 'Choose a username'),
      email: ruleFrom(Email),
      password: ruleFrom(Password),
      referral_code: ruleFrom(ReferralCode),
    },
    onValuesChange: (values) => setPassword(values.password),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const email = values.email.trim();
    const referralCode = values.referral_code.trim().toUpperCase();
    mutation.mutate(
      {
        username: values.username.trim(),
        email,
        password: values.password,
        ...(referralCode ? { referral_code: referralCode } : {}),
      },
      {
        onSuccess: (answer) => {
          setRegisteredEmail(answer.data.user.email || email);
          toast.success(answer.message, 'Account created');
        },
        onError: (error) => {
          const field = error instanceof ApiError ? FIELD_OF_MESSAGE[error.message] : undefined;
          if (field) form.setFieldError(field, error.message);
          else setFormError(errorMessage(error));
        },
      },
    );
  });

  if (registeredEmail) return <CheckInbox email={registeredEmail} message={mutation.data?.message} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title="Create your account">
        Fresh groceries from the {BRAND} store nearest you, with vouchers from day one.
      </AuthHeading>
      <Stack gap="md">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextInput
          label="Username"
          autoComplete="username"
          placeholder="e.g. sari.wulandari"
          required
          size="md"
          maxLength={USERNAME_MAX_LENGTH}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <EmailInput
          description="We send a link to confirm it's yours."
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordInput
          label="Password"
          password={password}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Referral code"
          description="Invited by a friend? You both get a voucher."
          placeholder="Optional"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="md"
          key={form.key('referral_code')}
          {...form.getInputProps('referral_code')}
        />
        <SubmitButton
          loading={mutation.isPending}
          rightSection={<IconArrowRight size={18} aria-hidden />}
          mt={4}
        >
          Create account
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        Already have an account?{' '}
        <Anchor component={Link} to={ROUTES.login} fw={700}>
          Log in
        </Anchor>
      </p>
    </form>
  );
}
