/** The vouchers' mail: a shopper hears of a voucher the shop gave them (platform/mail.ts look). */
import {
  BRAND,
  formatRupiah,
  ROUTES,
  VOUCHER_TYPE_LABELS,
  voucherDiscountText,
  type VoucherDiscountType,
  type VoucherType,
} from '@lumbung/contracts';
import { renderMail, type MailMessage } from '../../platform/mail';
import type { GivenVoucher } from '../../domain/vouchers';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** Where a shopper uses a voucher of each kind. */
const WHERE_USED: Record<VoucherType, string> = {
  PRODUCT_DISCOUNT: 'Pick it in your cart and choose the item it goes on.',
  CART_DISCOUNT: 'Pick it in your cart: it comes off the whole cart.',
  SHIPPING_DISCOUNT: 'Pick it on the checkout page: it comes off the shipping price.',
};

/** To a shopper the super admin gave a copy of a voucher (POST /api/super-admin/gift-voucher/{id}). */
export function voucherGiftMail(input: {
  username: string;
  publicUrl: string;
  gift: GivenVoucher;
  voucher: {
    voucherType: VoucherType;
    discountType: VoucherDiscountType;
    discount_amount: number;
    min_purchase: number;
    max_discount: number | null;
  };
}): Omit<MailMessage, 'to'> {
  const { voucher, gift } = input;
  const discount = voucherDiscountText({
    discount_type: voucher.discountType,
    discount_amount: voucher.discount_amount,
    max_discount: voucher.max_discount,
  });
  const minimum =
    voucher.min_purchase > 0 ? ` on a purchase of at least ${formatRupiah(voucher.min_purchase)}` : '';
  return {
    subject: `A ${VOUCHER_TYPE_LABELS[voucher.voucherType].toLowerCase()} voucher for you from ${BRAND}`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `${BRAND} has a gift for you: a ${VOUCHER_TYPE_LABELS[voucher.voucherType].toLowerCase()} voucher, ${discount}${minimum}.`,
        gift.description,
        `Your voucher code is ${gift.redeemCode}, valid until ${dateFormat.format(gift.expiresAt)}. ${WHERE_USED[voucher.voucherType]}`,
      ],
      action: { label: 'See my vouchers', url: `${input.publicUrl.replace(/\/+$/, '')}${ROUTES.vouchers}` },
    }),
  };
}
