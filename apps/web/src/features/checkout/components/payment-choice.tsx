import { Radio, Select, Stack, Text } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconDeviceMobile,
  IconQrcode,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT, type MessageId } from '@/i18n';
import {
  VA_BANK_LABELS,
  VA_CHOICE_BANKS,
  type PaymentChoice,
  type PaymentChoiceMethod,
  type VaChoiceBank,
} from '../lib/choices';
import classes from './checkout.module.css';

type PaymentChoiceProps = {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  disabled: boolean;
  /** Offer only what the gateway charges (changing the method of an open charge). */
  gatewayOnly?: boolean;
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

type MethodOption = { method: PaymentChoiceMethod; icon: Icon; title: MessageId; hint: MessageId };

/** Every way to pay, in the order shown: the manual transfer first (as before), then the gateway's. */
const METHODS: MethodOption[] = [
  {
    method: 'transfer',
    icon: IconBuildingBank,
    title: 'checkout.paymentMethod.BANK_TRANSFER',
    hint: 'checkout.payChoice.transferHint',
  },
  {
    method: 'va',
    icon: IconCreditCard,
    title: 'checkout.paymentMethod.VIRTUAL_ACCOUNT',
    hint: 'checkout.payChoice.vaHint',
  },
  {
    method: 'qris',
    icon: IconQrcode,
    title: 'checkout.paymentMethod.QRIS',
    hint: 'checkout.payChoice.qrisHint',
  },
  {
    method: 'gopay',
    icon: IconWallet,
    title: 'checkout.paymentMethod.GOPAY',
    hint: 'checkout.payChoice.gopayHint',
  },
  {
    method: 'shopeepay',
    icon: IconDeviceMobile,
    title: 'checkout.paymentMethod.SHOPEEPAY',
    hint: 'checkout.payChoice.shopeepayHint',
  },
];

function choiceOf(method: PaymentChoiceMethod, bank: VaChoiceBank): PaymentChoice {
  return method === 'va' ? { method, bank } : { method };
}

/**
 * How the shopper pays: a bank transfer (then a proof of payment), a virtual account at the bank
 * the shopper picks, QRIS (any bank or e-wallet app scans it), GoPay or ShopeePay.
 */
export function PaymentChoiceField({ value, onChange, disabled, gatewayOnly = false }: PaymentChoiceProps) {
  const t = useT();
  const bank: VaChoiceBank = value.method === 'va' ? value.bank : 'bca';
  const methods = gatewayOnly ? METHODS.filter((m) => m.method !== 'transfer') : METHODS;
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value.method}
        onChange={(method) => onChange(choiceOf(method as PaymentChoiceMethod, bank))}
        aria-label={t('checkout.payChoice.label')}
      >
        <Stack gap="xs">
          {methods.map((m) => (
            <Choice key={m.method} value={m.method} icon={m.icon} title={t(m.title)} disabled={disabled}>
              {t(m.hint)}
            </Choice>
          ))}
        </Stack>
      </Radio.Group>
      {value.method === 'va' ? (
        <Select
          label={t('checkout.transfer.bank')}
          data={VA_CHOICE_BANKS.map((b) => ({ value: b, label: VA_BANK_LABELS[b] }))}
          value={bank}
          allowDeselect={false}
          disabled={disabled}
          description={bank === 'mandiri' ? t('checkout.payChoice.mandiriHint') : undefined}
          onChange={(next) => {
            const picked = VA_CHOICE_BANKS.find((b) => b === next);
            if (picked) onChange({ method: 'va', bank: picked });
          }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Stack>
  );
}
