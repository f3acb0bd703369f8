import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GiftVoucherBody,
  MESSAGES,
  VOUCHER_TYPE_LABELS,
  voucherDiscountText,
  type AdminVoucher,
  type GiftVoucherResponse,
} from '@lumbung/contracts';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useGiftVoucher } from '../api/vouchers';
import { voucherFailure } from '../lib/voucher-errors';

function GiftForm({
  voucher,
  onGifted,
  onCancel,
}: {
  voucher: AdminVoucher;
  onGifted: (gift: GiftVoucherResponse['data']) => void;
  onCancel: () => void;
}) {
  const gift = useGiftVoucher();
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => {
      const parsed = GiftVoucherBody.safeParse(values);
      return parsed.success ? {} : { email: parsed.error.issues[0]?.message };
    },
  });
  const submit = form.onSubmit((values) =>
    gift.mutate({ id: voucher.voucher_id, email: values.email.trim() }, { onSuccess: onGifted }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Gift ${voucher.voucher_code}`}>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {VOUCHER_TYPE_LABELS[voucher.voucherType]} voucher,{' '}
          {voucherDiscountText({
            discount_type: voucher.discountType,
            discount_amount: voucher.discount_amount,
            max_discount: voucher.max_discount,
          })}
          . The shopper gets their own copy, valid for {voucher.valid_days} days, and a mail about it. Only
          shoppers&apos; accounts can receive vouchers.
        </Text>
        {gift.isError ? (
          <ErrorAlert>{voucherFailure(gift.error, MESSAGES.VOUCHER_GIFT_ERROR)}</ErrorAlert>
        ) : null}
        <TextInput
          label="Shopper's e-mail"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={gift.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={gift.isPending}>
            Gift voucher
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Gives one copy of a voucher to the shopper with an e-mail (POST /api/super-admin/gift-voucher/{id}). */
export function GiftVoucherDialog({
  voucher,
  onClose,
  onGifted,
}: {
  voucher: AdminVoucher | null;
  onClose: () => void;
  onGifted: (gift: GiftVoucherResponse['data']) => void;
}) {
  return (
    <Modal
      opened={voucher !== null}
      onClose={onClose}
      title={voucher ? `Gift ${voucher.voucher_code}` : 'Gift a voucher'}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close the gift form' }}
    >
      {voucher ? (
        <GiftForm key={voucher.voucher_id} voucher={voucher} onGifted={onGifted} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}
