/**
 * Demo store discounts (docs/architecture.md §7): each type on the flagship, a few on Bandung and Surabaya, with
 * dates relative to `now` so the lists always have running, scheduled, expired and inactive rows.
 */
import type { DiscountType } from '@lumbung/contracts';
import { FLAGSHIP_STORE_ID } from './stores';

export interface DemoDiscount {
  /** Stable slug; unique. Not stored; for tests and logs. */
  key: string;
  storeId: number;
  /** The discounted product (its inventory in storeId); null for a general, store-wide discount. */
  sku: string | null;
  type: DiscountType;
  /** Percent 1 to 100 for PERCENTAGE, whole rupiah for NOMINAL, 0 for BOGO. */
  value: number;
  /** Whole rupiah the cart (general) or line (product) must reach; null for none. */
  minPurchase: number | null;
  /** Rupiah cap of a PERCENTAGE discount; null for none. */
  maxDiscount: number | null;
  /** BOGO only: the free product (often the same as sku). */
  bogoSku: string | null;
  description: string;
  isActive: boolean;
  startDate: Date;
  endDate: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BANDUNG_STORE_ID = 1;
const SURABAYA_STORE_ID = 2;

/** The demo discounts, dated around `now` (start dates from 30 days ago to 7 days ahead). */
export function demoDiscounts(now: Date): DemoDiscount[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const running = { isActive: true, startDate: at(-3), endDate: at(27) };

  return [
    // Flagship: every type, a general one, a scheduled, an inactive and an expired one.
    {
      key: 'kemang-bogo-roti-gandum',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'roti-tawar-gandum',
      type: 'BOGO',
      value: 0,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: 'roti-tawar-gandum',
      description: 'Beli 1 Roti Tawar Gandum, gratis 1 lagi.',
      ...running,
    },
    {
      key: 'kemang-bogo-kopi-susu',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'kopi-robusta-lampung-250g',
      type: 'BOGO',
      value: 0,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: 'susu-kental-manis-370g',
      description:
        'Ngopi susu di rumah: beli Kopi Bubuk Robusta Lampung 250 g, gratis Susu Kental Manis 370 g.',
      isActive: true,
      startDate: at(-10),
      endDate: at(20),
    },
    {
      key: 'kemang-20-apel-fuji',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'apel-fuji-1kg',
      type: 'PERCENTAGE',
      value: 20,
      minPurchase: null,
      maxDiscount: 15000,
      bogoSku: null,
      description: 'Diskon 20% Apel Fuji 1 kg, maks. Rp15.000.',
      ...running,
    },
    {
      key: 'kemang-5000-ayam-broiler',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'ayam-broiler-utuh-1kg',
      type: 'NOMINAL',
      value: 5000,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: null,
      description: 'Potongan Rp5.000 untuk setiap Ayam Broiler Utuh 1 kg.',
      isActive: true,
      startDate: at(-1),
      endDate: at(13),
    },
    {
      key: 'kemang-10-store-wide',
      storeId: FLAGSHIP_STORE_ID,
      sku: null,
      type: 'PERCENTAGE',
      value: 10,
      minPurchase: 150000,
      maxDiscount: 25000,
      bogoSku: null,
      description: 'Diskon 10% belanja di LUMBUNG Kemang min. Rp150.000, maks. Rp25.000.',
      isActive: true,
      startDate: at(-7),
      endDate: at(23),
    },
    {
      key: 'kemang-25-stroberi-upcoming',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'stroberi-ciwidey-250g',
      type: 'PERCENTAGE',
      value: 25,
      minPurchase: null,
      maxDiscount: 10000,
      bogoSku: null,
      description: 'Pekan stroberi: diskon 25% Stroberi Ciwidey 250 g, maks. Rp10.000.',
      isActive: true,
      startDate: at(7),
      endDate: at(14),
    },
    {
      key: 'kemang-15-beras-inactive',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'beras-pandan-wangi-5kg',
      type: 'PERCENTAGE',
      value: 15,
      minPurchase: null,
      maxDiscount: 20000,
      bogoSku: null,
      description: 'Diskon 15% Beras Pandan Wangi 5 kg (dijeda).',
      isActive: false,
      startDate: at(-5),
      endDate: at(25),
    },
    {
      key: 'kemang-10000-cumi-expired',
      storeId: FLAGSHIP_STORE_ID,
      sku: 'cumi-cumi-segar-500g',
      type: 'NOMINAL',
      value: 10000,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: null,
      description: 'Potongan Rp10.000 Cumi-Cumi Segar 500 g (berakhir).',
      isActive: true,
      startDate: at(-30),
      endDate: at(-5),
    },
    {
      key: 'kemang-20000-store-wide-expired',
      storeId: FLAGSHIP_STORE_ID,
      sku: null,
      type: 'NOMINAL',
      value: 20000,
      minPurchase: 250000,
      maxDiscount: null,
      bogoSku: null,
      description: 'Pekan pembukaan: potongan Rp20.000 belanja min. Rp250.000 (berakhir).',
      isActive: true,
      startDate: at(-30),
      endDate: at(-23),
    },

    // Bandung.
    {
      key: 'dago-bogo-tahu-sumedang',
      storeId: BANDUNG_STORE_ID,
      sku: 'tahu-sumedang-10',
      type: 'BOGO',
      value: 0,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: 'tahu-sumedang-10',
      description: 'Beli 1 Tahu Sumedang isi 10, gratis 1.',
      ...running,
    },
    {
      key: 'dago-15-stroberi',
      storeId: BANDUNG_STORE_ID,
      sku: 'stroberi-ciwidey-250g',
      type: 'PERCENTAGE',
      value: 15,
      minPurchase: null,
      maxDiscount: 5000,
      bogoSku: null,
      description: 'Diskon 15% Stroberi Ciwidey 250 g, maks. Rp5.000.',
      ...running,
    },
    {
      key: 'dago-10000-store-wide',
      storeId: BANDUNG_STORE_ID,
      sku: null,
      type: 'NOMINAL',
      value: 10000,
      minPurchase: 100000,
      maxDiscount: null,
      bogoSku: null,
      description: 'Potongan Rp10.000 belanja di LUMBUNG Dago min. Rp100.000.',
      ...running,
    },

    // Surabaya.
    {
      key: 'darmo-3000-bandeng',
      storeId: SURABAYA_STORE_ID,
      sku: 'bandeng-presto-500g',
      type: 'NOMINAL',
      value: 3000,
      minPurchase: null,
      maxDiscount: null,
      bogoSku: null,
      description: 'Potongan Rp3.000 Bandeng Presto 500 g.',
      ...running,
    },
    {
      key: 'darmo-5-store-wide',
      storeId: SURABAYA_STORE_ID,
      sku: null,
      type: 'PERCENTAGE',
      value: 5,
      minPurchase: 75000,
      maxDiscount: 15000,
      bogoSku: null,
      description: 'Diskon 5% belanja di LUMBUNG Darmo min. Rp75.000, maks. Rp15.000.',
      ...running,
    },
  ];
}
