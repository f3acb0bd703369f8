import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GiftVoucherBody, type AdminVoucher, type GiftVoucherResponse } from '@lumbung/contracts';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';
import { useGiftVoucher } from '../api/vouchers';
import { voucherFailure } from '../lib/voucher-errors';
import { discountText, ruleText } from '../lib/voucher-texts';

function GiftForm({
  voucher,
  onGifted,
  onCancel,
}: {
  voucher: AdminVoucher;
  onGifted: (gift: GiftVoucherResponse['data']) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const gift = useGiftVoucher();
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => {
      const parsed = GiftVoucherBody.safeParse(values);
      const issue = parsed.error?.issues[0]?.message;
      return issue ? { email: ruleText(issue) } : {};
    },
  });
  const submit = form.onSubmit((values) =>
    gift.mutate({ id: voucher.voucher_id, email: values.email.trim() }, { onSuccess: onGifted }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('super-admin.vouchers.giftOf', { code: voucher.voucher_code })}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {t('super-admin.vouchers.giftExplained', {
            kind: t(`super-admin.voucherType.${voucher.voucherType}`),
            discount: discountText(voucher),
            days: voucher.valid_days,
          })}
        </Text>
        {gift.isError ? (
          <ErrorAlert>{voucherFailure(gift.error, t('super-admin.error.voucherGift'))}</ErrorAlert>
        ) : null}
        <TextInput
          label={t('super-admin.vouchers.shopperEmail')}
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={gift.isPending}>
            {t('super-admin.common.cancel')}
          </Button>
          <Button type="submit" loading={gift.isPending}>
            {t('super-admin.vouchers.gift')}
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
  const t = useT();
  return (
    <Modal
      opened={voucher !== null}
      onClose={onClose}
      title={
        voucher
          ? t('super-admin.vouchers.giftOf', { code: voucher.voucher_code })
          : t('super-admin.vouchers.giftAny')
      }
      radius="lg"
      closeButtonProps={{ 'aria-label': t('super-admin.vouchers.closeGift') }}
    >
      {voucher ? (
        <GiftForm key={voucher.voucher_id} voucher={voucher} onGifted={onGifted} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}
