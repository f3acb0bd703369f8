import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MESSAGES, type AdminVoucher } from '@lumbung/contracts';
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

/** The form dialog: closed, a new voucher, or one voucher being edited. */
type Editing = { open: false } | { open: true; voucher: AdminVoucher | null };

/** The super admin's vouchers: list with what copies cost, create, edit, delete, gift by e-mail. */
export function VouchersPage() {
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
          title: 'Delete voucher',
          message: `Delete ${voucher.voucher_code}? Unused copies stop working and leave shoppers' carts; orders that used it keep their discount.`,
          confirmLabel: 'Delete voucher',
          fallbackError: MESSAGES.VOUCHER_DELETE_ERROR,
          callback: async () => {
            try {
              await remove.mutateAsync(voucher.voucher_id);
            } catch (error) {
              throw new Error(voucherFailure(error, MESSAGES.VOUCHER_DELETE_ERROR), { cause: error });
            }
            toast.success(`${voucher.voucher_code} deleted.`);
          },
        }),
    }),
    [confirm, remove],
  );

  return (
    <>
      <PageHeader title="Vouchers" eyebrow="Super admin">
        Product, cart and shipping vouchers: what their copies were used for, and gifting them by e-mail.
      </PageHeader>
      <VouchersTable
        actions={actions}
        toolbar={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ open: true, voucher: null })}
          >
            New voucher
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
              ? `${voucher.voucher_code} saved.`
              : `${voucher.voucher_code} created.`,
          );
          setEditing({ open: false });
        }}
      />
      <GiftVoucherDialog
        voucher={gifting}
        onClose={() => setGifting(null)}
        onGifted={({ gift }) => {
          toast.success(
            `${gift.username} (${gift.email}) got ${gift.redeem_code} and a mail about it.`,
            'Voucher gifted',
          );
          setGifting(null);
        }}
      />
    </>
  );
}
