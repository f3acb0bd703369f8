import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { AdminVoucher } from '@lumbung/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  GiftVoucherDialog,
  useRemoveVoucher,
  voucherFailure,
  VoucherFormDialog,
  VouchersTable,
  type VoucherActions,
} from '@/features/vouchers';
import { useT } from '@/i18n';

/** The form dialog: closed, a new voucher, or one voucher being edited. */
type Editing = { open: false } | { open: true; voucher: AdminVoucher | null };

/** The super admin's vouchers: list with what copies cost, create, edit, delete, gift by e-mail. */
export function VouchersPage() {
  const t = useT();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [gifting, setGifting] = useState<AdminVoucher | null>(null);
  const confirm = useConfirmDialog();
  const remove = useRemoveVoucher();

  const actions = useMemo<VoucherActions>(
    () => ({
      onEdit: (voucher) => setEditing({ open: true, voucher }),
      onGift: setGifting,
      onDelete: (voucher) =>
        confirm.show({
          title: t('super-admin.vouchers.delete'),
          message: t('super-admin.vouchers.deleteMessage', { code: voucher.voucher_code }),
          confirmLabel: t('super-admin.vouchers.delete'),
          fallbackError: t('super-admin.error.voucherDelete'),
          callback: async () => {
            try {
              await remove.mutateAsync(voucher.voucher_id);
            } catch (error) {
              throw new Error(voucherFailure(error, t('super-admin.error.voucherDelete')), { cause: error });
            }
            toast.success(t('super-admin.vouchers.deleted', { code: voucher.voucher_code }));
          },
        }),
    }),
    [confirm, remove, t],
  );

  return (
    <>
      <PageHeader title={t('super-admin.section.vouchers.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.vouchers.intro')}
      </PageHeader>
      <VouchersTable
        actions={actions}
        toolbar={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ open: true, voucher: null })}
          >
            {t('super-admin.vouchers.new')}
          </Button>
        }
      />
      <VoucherFormDialog
        opened={editing.open}
        voucher={editing.open ? editing.voucher : null}
        onClose={() => setEditing({ open: false })}
        onDone={(voucher) => {
          toast.success(
            editing.open && editing.voucher
              ? t('super-admin.vouchers.saved', { code: voucher.voucher_code })
              : t('super-admin.vouchers.created', { code: voucher.voucher_code }),
          );
          setEditing({ open: false });
        }}
      />
      <GiftVoucherDialog
        voucher={gifting}
        onClose={() => setGifting(null)}
        onGifted={({ gift }) => {
          toast.success(
            t('super-admin.vouchers.giftedText', {
              username: gift.username,
              email: gift.email,
              code: gift.redeem_code,
            }),
            t('super-admin.vouchers.gifted'),
          );
          setGifting(null);
        }}
      />
    </>
  );
}
