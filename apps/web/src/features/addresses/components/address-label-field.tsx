import { Chip, Group, Stack, TextInput } from '@mantine/core';
import { ADDRESS_LABEL_MAX_LENGTH } from '@lumbung/contracts';
import { useT, type MessageId } from '@/i18n';

/** The names most addresses get, one tap each; any other name is typed. */
const QUICK_LABELS: MessageId[] = [
  'account.addressForm.labelHome',
  'account.addressForm.labelOffice',
  'account.addressForm.labelBoarding',
  'account.addressForm.labelApartment',
];

type AddressLabelFieldProps = {
  value: string;
  onChange: (label: string) => void;
  error: string | null;
};

/**
 * What the shopper calls the place: a quick choice (Home, Office, …, in the language shown) or
 * their own words, at most ADDRESS_LABEL_MAX_LENGTH characters. Optional.
 */
export function AddressLabelField({ value, onChange, error }: AddressLabelFieldProps) {
  const t = useT();
  const quick = QUICK_LABELS.map((id) => t(id));
  const chosen = quick.find((label) => label === value.trim()) ?? null;
  return (
    <Stack gap={6}>
      <TextInput
        label={t('account.addressForm.labelField')}
        description={t('account.addressForm.labelHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        maxLength={ADDRESS_LABEL_MAX_LENGTH + 10}
      />
      <Chip.Group multiple={false} value={chosen} onChange={onChange}>
        <Group gap={6} role="radiogroup" aria-label={t('account.addressForm.labelChoices')}>
          {quick.map((label) => (
            <Chip key={label} value={label} size="sm" variant="outline">
              {label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
