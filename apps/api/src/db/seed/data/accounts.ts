/**
 * Demo accounts (docs/architecture.md §7), printed at start-up. All share DEMO_PASSWORD; hash it at seed time.
 * Besides the five accounts the design names, every store gets a verified store admin.
 */
import type { Role } from '@lumbung/contracts';
import { FLAGSHIP_STORE_ID } from './stores';
import { SHOPPER_VOUCHER_CODES } from './vouchers';

export const DEMO_PASSWORD = 'Lumbung#2026';

export interface DemoAddress {
  address: string;
  /** A city name as loadIndonesianCities() spells it. */
  cityName: string;
  province: string;
  /** The address's own point (as if shared by the browser). */
  latitude: number;
  longitude: number;
  isDefault: boolean;
  /** What the shopper calls the place (Rumah, Kantor). */
  label: string;
  /** Who takes the parcel, and their mobile number as stored (+62…, made up). */
  recipientName: string;
  phone: string;
}

export interface DemoAccount {
  email: string;
  username: string;
  role: Role;
  isVerified: boolean;
  /** Unique; 8 upper-case letters and digits. */
  referralCode: string;
  /** STORE_ADMIN only: the assigned store; null for other roles. */
  storeId: number | null;
  /** The account's mobile number as stored (+62…, made up); null where the account gave none. */
  phone: string | null;
  addresses: readonly DemoAddress[];
  /** Voucher codes (DEMO_VOUCHERS) this account owns. */
  voucherCodes: readonly string[];
}

export const DEMO_EMAILS = {
  superAdmin: 'super@lumbung.test',
  jakartaAdmin: 'admin.jakarta@lumbung.test',
  unverifiedAdmin: 'admin.unverified@lumbung.test',
  shopper: 'shopper@lumbung.test',
  newUser: 'new@lumbung.test',
} as const;

/** The demo shopper's one, default address: a street near the flagship store in Kemang. */
export const SHOPPER_ADDRESS: DemoAddress = {
  address: 'Jl. Bangka Raya No. 27, Pela Mampang, Mampang Prapatan, Jakarta Selatan 12720',
  cityName: 'Kota Administrasi Jakarta Selatan',
  province: 'DKI Jakarta',
  latitude: -6.2545,
  longitude: 106.8178,
  isDefault: true,
  label: 'Rumah',
  recipientName: 'Siti Rahayu',
  phone: '+6281298760027',
};

function storeAdmin(
  email: string,
  username: string,
  referralCode: string,
  storeId: number,
  phone: string | null = null,
): DemoAccount {
  return {
    email,
    username,
    role: 'STORE_ADMIN',
    isVerified: true,
    referralCode,
    storeId,
    phone,
    addresses: [],
    voucherCodes: [],
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: DEMO_EMAILS.superAdmin,
    username: 'superadmin',
    role: 'SUPER_ADMIN',
    isVerified: true,
    referralCode: 'SUPR2026',
    storeId: null,
    phone: null,
    addresses: [],
    voucherCodes: [],
  },
  storeAdmin(DEMO_EMAILS.jakartaAdmin, 'admin_jakarta', 'ADMJKT26', FLAGSHIP_STORE_ID, '+6281377120028'),
  {
    email: DEMO_EMAILS.unverifiedAdmin,
    username: 'admin_unverified',
    role: 'STORE_ADMIN',
    isVerified: false,
    referralCode: 'ADMUNV26',
    storeId: 1,
    phone: null,
    addresses: [],
    voucherCodes: [],
  },
  {
    email: DEMO_EMAILS.shopper,
    username: 'shopper',
    role: 'USER',
    isVerified: true,
    referralCode: 'SHOP2026',
    storeId: null,
    // The shopper's own number is the one the default address's recipient gives.
    phone: SHOPPER_ADDRESS.phone,
    addresses: [SHOPPER_ADDRESS],
    voucherCodes: SHOPPER_VOUCHER_CODES,
  },
  {
    email: DEMO_EMAILS.newUser,
    username: 'newuser',
    role: 'USER',
    isVerified: true,
    referralCode: 'NEWU2026',
    storeId: null,
    phone: null,
    addresses: [],
    voucherCodes: [],
  },
  storeAdmin('admin.bandung@lumbung.test', 'admin_bandung', 'ADMBDG26', 1),
  storeAdmin('admin.surabaya@lumbung.test', 'admin_surabaya', 'ADMSBY26', 2),
  storeAdmin('admin.yogyakarta@lumbung.test', 'admin_yogyakarta', 'ADMJOG26', 3),
  storeAdmin('admin.medan@lumbung.test', 'admin_medan', 'ADMMDN26', 4),
  storeAdmin('admin.denpasar@lumbung.test', 'admin_denpasar', 'ADMDPS26', 5),
  storeAdmin('admin.makassar@lumbung.test', 'admin_makassar', 'ADMMKS26', 6),
  storeAdmin('admin.semarang@lumbung.test', 'admin_semarang', 'ADMSMG26', 7),
  storeAdmin('admin.bintaro@lumbung.test', 'admin_bintaro', 'ADMBTR26', 29),
];
