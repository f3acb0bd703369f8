import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REFUND_BANKS, type OrderRefund, type RefundAccountBody } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { useSaveRefundAccount } from '../api/refund-account';

/** The digits of an account number as the API keeps them: spaces, dots and dashes dropped. */
const digitsOf = (number: string) => number.replace(/[\s.-]/g, '');

type Errors = Partial<Record<keyof RefundAccountBody, string>>;

/**
 * The shopper's bank account for a transfer refund: the bank (the list Indonesians know), the
 * account number and the holder's name, checked here as the API checks them so a slip shows at
 * once. The answer's order replaces the cached one: the form gives way to the account given.
 */
export function RefundAccountForm({ userId, refund }: { userId: number; refund: OrderRefund }) {
  const t = useT();
  const save = useSaveRefundAccount();
  const [bank, setBank] = useState<string | null>(refund.account?.bank_name ?? null);
  const [number, setNumber] = useState(refund.account?.account_number ?? '');
  const [holder, setHolder] = useState(refund.account?.account_holder ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const id = `refund-account-${refund.refund_id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next: Errors = {};
    if (!bank) next.bank_name = t('refunds.account.bankMissing');
    if (!/^\d{6,20}$/.test(digitsOf(number))) next.account_number = t('refunds.account.numberInvalid');
    if (holder.trim().length < 2) next.account_holder = t('refunds.account.holderMissing');
    setErrors(next);
    if (Object.keys(next).length > 0 || !bank) return;
    save.mutate(
      {
        userId,
        refundId: refund.refund_id,
        account: { bank_name: bank, account_number: digitsOf(number), account_holder: holder.trim() },
      },
      { onSuccess: () => toast.success(t('refunds.account.saved')) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Text fw={700} id={`${id}-title`}>
            {t('refunds.account.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {refund.status === 'FAILED' ? t('refunds.account.again') : t('refunds.account.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('refunds.account.bank')}
            description={t('refunds.account.bankHint')}
            placeholder={t('refunds.account.bankPlaceholder')}
            data={[...REFUND_BANKS]}
            value={bank}
            onChange={(value) => {
              setBank(value);
              setErrors((current) => ({ ...current, bank_name: undefined }));
            }}
            searchable
            required
            error={errors.bank_name}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('refunds.account.number')}
            description={t('refunds.account.numberHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={30}
            value={number}
            onChange={(event) => {
              setNumber(event.currentTarget.value);
              setErrors((current) => ({ ...current, account_number: undefined }));
            }}
            error={errors.account_number}
          />
        </SimpleGrid>
        <TextInput
          label={t('refunds.account.holder')}
          description={t('refunds.account.holderHint')}
          autoComplete="name"
          required
          maxLength={100}
          value={holder}
          onChange={(event) => {
            setHolder(event.currentTarget.value);
            setErrors((current) => ({ ...current, account_holder: undefined }));
          }}
          error={errors.account_holder}
        />
        {save.isError ? (
          <Alert role="alert" color="red" variant="light">
            {save.error.message}
          </Alert>
        ) : null}
        {/* fit-content, not auto: the Stack stretches an auto width across the whole card. */}
        <Button type="submit" radius="xl" loading={save.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {t('refunds.account.submit')}
        </Button>
      </Stack>
    </form>
  );
}
