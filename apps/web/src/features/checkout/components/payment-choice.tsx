import { Radio, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { VA_BANKS, type VaBank } from '@lumbung/contracts';
import { VA_BANK_LABELS, type PaymentChoice } from '../lib/choices';
import classes from './checkout.module.css';

type PaymentChoiceProps = {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  disabled: boolean;
};

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
          <Radio.Card value="transfer" className={classes.choice} disabled={disabled}>
            <Radio.Indicator mt={3} />
            <IconBuildingBank size={22} aria-hidden />
            <div className={classes.choiceBody}>
              <Text className={classes.choiceTitle} component="span" display="block">
                Bank transfer
              </Text>
              <Text size="sm" c="dimmed" component="span" display="block">
                Transfer the exact amount, then upload a photo of the receipt. The store checks it.
              </Text>
            </div>
          </Radio.Card>
          <Radio.Card value="va" className={classes.choice} disabled={disabled}>
            <Radio.Indicator mt={3} />
            <IconCreditCard size={22} aria-hidden />
            <div className={classes.choiceBody}>
              <Text className={classes.choiceTitle} component="span" display="block">
                Virtual account
              </Text>
              <Text size="sm" c="dimmed" component="span" display="block">
                Pay a number of your own at your bank; the payment is confirmed automatically.
              </Text>
            </div>
          </Radio.Card>
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
