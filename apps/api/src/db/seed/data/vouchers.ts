/**
 * Demo voucher templates (the super admin's vouchers): each kind with both discount types, the
 * referral reward, and the codes the demo shopper owns (docs/architecture.md §7 "a voucher of each kind").
 */
import { REFERRAL_VOUCHER_CODE, type VoucherDiscountType, type VoucherType } from '@lumbung/contracts';

export interface DemoVoucher {
  /** Unique, upper-case voucher code (vouchers.voucher_code). */
  code: string;
  voucherType: VoucherType;
  discountType: VoucherDiscountType;
  /** Percent 1 to 100 for PERCENTAGE, whole rupiah for NOMINAL. */
  discountAmount: number;
  /** Whole rupiah the item (PRODUCT), cart (CART) or cart before shipping (SHIPPING) must reach. */
  minPurchase: number;
  /** Rupiah cap of the discount; null for none. */
  maxDiscount: number | null;
  /** Days a copy given to a user stays valid. */
  validDays: number;
  description: string;
}

/** Given when someone registers with a referral code (see REFERRAL_VOUCHER). */
export { REFERRAL_VOUCHER_CODE };

export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  // Product vouchers: off one cart item.
  {
    code: 'PRODUK10',
    voucherType: 'PRODUCT_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 10,
    minPurchase: 0,
    maxDiscount: 20000,
    validDays: 30,
    description: 'Diskon 10% untuk satu produk di keranjang, maks. Rp20.000.',
  },
  {
    code: 'SEGAR15',
    voucherType: 'PRODUCT_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 15,
    minPurchase: 25000,
    maxDiscount: 30000,
    validDays: 14,
    description: 'Diskon 15% untuk satu produk seharga min. Rp25.000, maks. Rp30.000.',
  },
  {
    code: 'POTONG5RB',
    voucherType: 'PRODUCT_DISCOUNT',
    discountType: 'NOMINAL',
    discountAmount: 5000,
    minPurchase: 20000,
    maxDiscount: null,
    validDays: 30,
    description: 'Potongan Rp5.000 untuk satu produk seharga min. Rp20.000.',
  },
  // Cart vouchers: off the cart total.
  {
    code: 'HEMAT10',
    voucherType: 'CART_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 10,
    minPurchase: 100000,
    maxDiscount: 50000,
    validDays: 30,
    description: 'Diskon 10% min. belanja Rp100.000, maks. Rp50.000.',
  },
  {
    code: 'GAJIAN20',
    voucherType: 'CART_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 20,
    minPurchase: 300000,
    maxDiscount: 75000,
    validDays: 7,
    description: 'Promo gajian: diskon 20% min. belanja Rp300.000, maks. Rp75.000.',
  },
  {
    code: 'BELANJA25K',
    voucherType: 'CART_DISCOUNT',
    discountType: 'NOMINAL',
    discountAmount: 25000,
    minPurchase: 150000,
    maxDiscount: null,
    validDays: 30,
    description: 'Potongan Rp25.000 min. belanja Rp150.000.',
  },
  // Shipping vouchers: off the shipping price.
  {
    code: 'ONGKIR50',
    voucherType: 'SHIPPING_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 50,
    minPurchase: 50000,
    maxDiscount: 20000,
    validDays: 30,
    description: 'Ongkir setengah harga min. belanja Rp50.000, maks. Rp20.000.',
  },
  {
    code: 'BEBASONGKIR',
    voucherType: 'SHIPPING_DISCOUNT',
    discountType: 'PERCENTAGE',
    discountAmount: 100,
    minPurchase: 200000,
    maxDiscount: 30000,
    validDays: 14,
    description: 'Gratis ongkir min. belanja Rp200.000, maks. Rp30.000.',
  },
  {
    code: 'GRATISONGKIR',
    voucherType: 'SHIPPING_DISCOUNT',
    discountType: 'NOMINAL',
    discountAmount: 15000,
    minPurchase: 75000,
    maxDiscount: null,
    validDays: 30,
    description: 'Potongan ongkir Rp15.000 min. belanja Rp75.000.',
  },
  // The referral reward.
  {
    code: REFERRAL_VOUCHER_CODE,
    voucherType: 'CART_DISCOUNT',
    discountType: 'NOMINAL',
    discountAmount: 20000,
    minPurchase: 100000,
    maxDiscount: null,
    validDays: 30,
    description: 'Hadiah gabung lewat kode referral: potongan Rp20.000 min. belanja Rp100.000.',
  },
];

function voucherByCode(code: string): DemoVoucher {
  const voucher = DEMO_VOUCHERS.find((v) => v.code === code);
  if (!voucher) throw new Error(`Unknown demo voucher code: ${code}`);
  return voucher;
}

/** The voucher a new user (and, if the auth feature chooses, the referrer) gets for a referral sign-up. */
export const REFERRAL_VOUCHER: DemoVoucher = voucherByCode(REFERRAL_VOUCHER_CODE);

/** Voucher codes the demo shopper owns: one product, one cart and one shipping voucher, in that order. */
export const SHOPPER_VOUCHER_CODES: readonly string[] = ['PRODUK10', 'HEMAT10', 'GRATISONGKIR'];
