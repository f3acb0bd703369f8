import { Radio, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VA_BANKS, type VaBank } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { VA_BANK_LABELS, type PaymentChoice } from '../lib/choices';
import classes from './checkout.module.css';

type PaymentChoiceProps = {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  disabled: boolean;
};

type ChoiceProps = { value: string; icon: Icon; title: string; disabled: boolean; children: ReactNode };

/** One way to pay: a radio card with its icon, its name and what the shopper does next. */
function Choice({ value, icon: ChoiceIcon, title, disabled, children }: ChoiceProps) {
  return (
    <Radio.Card value={value} className={classes.choice} disabled={disabled}>
      <Radio.Indicator mt={3} />
      <ChoiceIcon size={22} aria-hidden />
      <div className={classes.choiceBody}>
        <Text className={classes.choiceTitle} component="span" display="block">
          {title}
        </Text>
        <Text size="sm" c="dimmed" component="span" display="block">
          {children}
        </Text>
      </div>
    </Radio.Card>
  );
}

/** Bank transfer (then a proof of payment) or a virtual account at the bank the shopper picks. */
export function PaymentChoiceField({ value, onChange, disabled }: PaymentChoiceProps) {
  const t = useT();
  const bank: VaBank = value.method === 'va' ? value.bank : 'bca';
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value.method}
        onChange={(method) => onChange(method === 'va' ? { method: 'va', bank } : { method: 'transfer' })}
        aria-label={t('checkout.payChoice.label')}
      >
        <Stack gap="xs">
          <Choice
            value="transfer"
            icon={IconBuildingBank}
            title={t('checkout.paymentMethod.BANK_TRANSFER')}
            disabled={disabled}
          >
            {t('checkout.payChoice.transferHint')}
          </Choice>
          <Choice
            value="va"
            icon={IconCreditCard}
            title={t('checkout.paymentMethod.VIRTUAL_ACCOUNT')}
            disabled={disabled}
          >
            {t('checkout.payChoice.vaHint')}
          </Choice>
        </Stack>
      </Radio.Group>
      {value.method === 'va' ? (
        <Select
          label={t('checkout.transfer.bank')}
          data={VA_BANKS.map((b) => ({ value: b, label: VA_BANK_LABELS[b] }))}
          value={bank}
          allowDeselect={false}
          disabled={disabled}
          onChange={(next) => {
            if (next) onChange({ method: 'va', bank: next as VaBank });
          }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Stack>
  );
}
