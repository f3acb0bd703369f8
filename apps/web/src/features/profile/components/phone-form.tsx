import { Button, Group, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { normaliseIndonesianMobile, PHONE_INPUT_MAX_LENGTH, type UserProfile } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/phone';
import { useUpdatePhone } from '../api/profile';

const shown = (phone: string | null) => (phone ? formatPhone(phone) : '');

/**
 * The account's mobile number: saved as +62… and shown as people read it (+62 812-3456-7890), or
 * removed. A new address is addressed to it. The number is checked by the contracts' Indonesian
 * mobile rule when the field is left and when saved; the server checks it again.
 */
export function PhoneForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const update = useUpdatePhone(profile.user_id);
  const [value, setValue] = useState(shown(profile.phone));
  const [error, setError] = useState<string | null>(null);
  const problem = (text: string) =>
    normaliseIndonesianMobile(text) ? null : t('account.errors.phoneInvalid');

  const save = (phone: string | null) => {
    if (update.isPending) return;
    update.mutate(phone, {
      onSuccess: (saved) => {
        setValue(shown(saved.phone));
        setError(null);
        toast.success(t(saved.phone ? 'account.profile.phoneSaved' : 'account.profile.phoneRemoved'));
      },
      onError: (failure) => setError(errorMessage(failure, t('account.errors.unexpected'))),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mobile = normaliseIndonesianMobile(value);
    setError(problem(value));
    if (mobile) save(mobile);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.profile.phone')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('account.profile.phone')}
          description={t('account.profile.phoneHint')}
          placeholder={t('account.addressForm.phonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          style={{ flex: '1 1 14rem' }}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          // A number left half typed is named at once; an emptied field waits for Save or Remove.
          onBlur={() => setError(value.trim() ? problem(value) : null)}
          error={error}
          data-testid="profile-phone"
        />
        <Button type="submit" radius="xl" loading={update.isPending && update.variables !== null}>
          {t('account.profile.savePhone')}
        </Button>
        {profile.phone ? (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            radius="xl"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={update.isPending && update.variables === null}
            onClick={() => save(null)}
          >
            {t('account.profile.removePhone')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
