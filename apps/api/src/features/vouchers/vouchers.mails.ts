/**
 * The vouchers' mail: a shopper hears of a voucher the shop gave them (platform/mail.ts look), in
 * the shopper's language. Its words in both languages are below.
 */
import {
  BRAND,
  formatRupiah,
  ROUTES,
  voucherDiscountText,
  type Locale,
  type VoucherDiscountType,
  type VoucherType,
} from '@lumbung/contracts';
import { renderMail, type MailMessage } from '../../platform/mail';
import { MAIL_FRAME, mailDate } from '../../platform/mail-texts';
import type { GivenVoucher } from '../../domain/vouchers';

interface VoucherTerms {
  voucherType: VoucherType;
  discountType: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
}

interface VoucherGiftTexts {
  /** The kind of voucher as a mail's sentence names it: "cart", "keranjang". */
  kind: Record<VoucherType, string>;
  /** Where a shopper uses a voucher of each kind. */
  whereUsed: Record<VoucherType, string>;
  discount: (voucher: VoucherTerms) => string;
  minimum: (rupiah: string) => string;
  subject: (kind: string) => string;
  intro: (kind: string, discount: string, minimum: string) => string;
  code: (code: string, until: string) => string;
  button: string;
}

export const VOUCHER_GIFT_TEXTS: Record<Locale, VoucherGiftTexts> = {
  en: {
    kind: { PRODUCT_DISCOUNT: 'product', CART_DISCOUNT: 'cart', SHIPPING_DISCOUNT: 'shipping' },
    whereUsed: {
      PRODUCT_DISCOUNT: 'Pick it in your cart and choose the item it goes on.',
      CART_DISCOUNT: 'Pick it in your cart: it comes off the whole cart.',
      SHIPPING_DISCOUNT: 'Pick it on the checkout page: it comes off the shipping price.',
    },
    discount: (v) =>
      voucherDiscountText({
        discount_type: v.discountType,
        discount_amount: v.discount_amount,
        max_discount: v.max_discount,
      }),
    minimum: (rupiah) => ` on a purchase of at least ${rupiah}`,
    subject: (kind) => `A ${kind} voucher for you from ${BRAND}`,
    intro: (kind, discount, minimum) =>
      `${BRAND} has a gift for you: a ${kind} voucher, ${discount}${minimum}.`,
    code: (code, until) => `Your voucher code is ${code}, valid until ${until}.`,
    button: 'See my vouchers',
  },
  id: {
    kind: { PRODUCT_DISCOUNT: 'produk', CART_DISCOUNT: 'keranjang', SHIPPING_DISCOUNT: 'ongkir' },
    whereUsed: {
      PRODUCT_DISCOUNT: 'Pilih di keranjang, lalu pilih barang yang mau pakai voucher ini.',
      CART_DISCOUNT: 'Pilih di keranjang: potongannya untuk seluruh belanjaan.',
      SHIPPING_DISCOUNT: 'Pilih di halaman checkout: potongannya untuk ongkir.',
    },
    discount: (v) =>
      v.discountType === 'PERCENTAGE'
        ? `diskon ${v.discount_amount}%${v.max_discount ? ` (maks. ${formatRupiah(v.max_discount)})` : ''}`
        : `potongan ${formatRupiah(v.discount_amount)}`,
    minimum: (rupiah) => ` dengan min. belanja ${rupiah}`,
    subject: (kind) => `Voucher ${kind} untukmu dari ${BRAND}`,
    intro: (kind, discount, minimum) =>
      `${BRAND} punya hadiah untukmu: voucher ${kind}, ${discount}${minimum}.`,
    code: (code, until) => `Kode vouchermu ${code}, berlaku sampai ${until}.`,
    button: 'Lihat voucher saya',
  },
};

/** To a shopper the super admin gave a copy of a voucher (POST /api/super-admin/gift-voucher/{id}). */
export function voucherGiftMail(input: {
  username: string;
  publicUrl: string;
  gift: GivenVoucher;
  voucher: VoucherTerms;
  locale: Locale;
}): Omit<MailMessage, 'to'> {
  const { voucher, gift, locale } = input;
  const texts = VOUCHER_GIFT_TEXTS[locale];
  const kind = texts.kind[voucher.voucherType];
  const minimum = voucher.min_purchase > 0 ? texts.minimum(formatRupiah(voucher.min_purchase)) : '';
  return {
    subject: texts.subject(kind),
    ...renderMail(
      {
        greeting: MAIL_FRAME[locale].greeting(input.username),
        paragraphs: [
          texts.intro(kind, texts.discount(voucher), minimum),
          gift.description,
          `${texts.code(gift.redeemCode, mailDate(gift.expiresAt, locale))} ${texts.whereUsed[voucher.voucherType]}`,
        ],
        action: { label: texts.button, url: `${input.publicUrl.replace(/\/+$/, '')}${ROUTES.vouchers}` },
      },
      locale,
    ),
  };
}
