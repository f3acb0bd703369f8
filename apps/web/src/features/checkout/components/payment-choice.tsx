import { Radio, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VA_BANKS, type VaBank } from '@lumbung/contracts';
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
  const bank: VaBank = value.method === 'va' ? value.bank : 'bca';
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value.method}
        onChange={(method) => onChange(method === 'va' ? { method: 'va', bank } : { method: 'transfer' })}
        aria-label="Payment method"
      >
        <Stack gap="xs">
          <Choice value="transfer" icon={IconBuildingBank} title="Bank transfer" disabled={disabled}>
            Transfer the exact amount, then upload a photo of the receipt. The store checks it.
          </Choice>
          <Choice value="va" icon={IconCreditCard} title="Virtual account" disabled={disabled}>
            Pay a number of your own at your bank; the payment is confirmed automatically.
          </Choice>
        </Stack>
      </Radio.Group>
      {value.method === 'va' ? (
        <Select
          label="Bank"
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
