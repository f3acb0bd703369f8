import { Anchor, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  BRAND,
  Email,
  Password,
  ReferralCode,
  ROUTES,
  Username,
  USERNAME_MAX_LENGTH,
} from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { T, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { passwordRefusal, refusedField, rule } from '../lib/rules';
import { AuthHeading } from './auth-heading';
import { CheckInbox } from './check-inbox';
import { FormAlert, SubmitButton } from './form-alert';
import { NewPasswordInput } from './password-strength';
import { EmailInput } from './email-input';
import classes from './auth-forms.module.css';

type RegisterValues = { username: string; email: string; password: string; referral_code: string };
type Field = keyof RegisterValues;

/** Server refusals that belong to one field are shown under it (the rest above the form). */
const FIELD_OF_REFUSAL: Partial<Record<string, Field>> = {
  EMAIL_TAKEN: 'email',
  REFERRAL_UNKNOWN: 'referral_code',
};
const FIELDS: readonly Field[] = ['username', 'email', 'password', 'referral_code'];

type RegisterFormProps = {
  /** A referral code to start with (from the invitation link's `?ref=`). */
  initialReferralCode?: string;
};

export function RegisterForm({ initialReferralCode = '' }: RegisterFormProps) {
  const t = useT();
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
      username: rule(Username, 'account.errors.usernameInvalid', 'account.register.usernameMissing'),
      email: rule(Email, 'account.errors.emailInvalid'),
      password: rule(Password, passwordRefusal),
      referral_code: rule(ReferralCode, 'account.errors.referralUnknown'),
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
          toast.success(answer.message, t('account.register.created'));
        },
        onError: (error) => {
          const field = refusedField(error, FIELD_OF_REFUSAL, FIELDS);
          if (field) form.setFieldError(field, errorMessage(error));
          else setFormError(errorMessage(error));
        },
      },
    );
  });

  if (registeredEmail) return <CheckInbox email={registeredEmail} message={mutation.data?.message} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title={t('account.register.title')}>
        {t('account.register.intro', { brand: BRAND })}
      </AuthHeading>
      <Stack gap="md">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextInput
          label={t('account.register.username')}
          autoComplete="username"
          placeholder={t('account.register.usernamePlaceholder')}
          required
          size="md"
          maxLength={USERNAME_MAX_LENGTH}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <EmailInput
          description={t('account.register.emailHint')}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordInput
          label={t('account.register.password')}
          password={password}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('account.register.referral')}
          description={t('account.register.referralHint')}
          placeholder={t('account.register.optional')}
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
          {t('account.register.submit')}
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        <T
          id="account.register.haveAccount"
          components={{ 0: <Anchor component={Link} to={ROUTES.login} fw={700} /> }}
        />
      </p>
    </form>
  );
}
