/**
 * The feature texts (each `<feature>.schemas.ts`'s own catalogue) in Bahasa Indonesia: every key
 * of the English one. A twin may leave out a placeholder the Indonesian does not need (the
 * English plural word of STORE_TEXTS.HAS_OPEN_ORDERS, the role of VOUCHER_TEXTS.onlyShoppers).
 */
import { CATEGORY_NAME_MAX, type CATEGORY_MESSAGES } from './categories.schemas';
import { ID_MAX, PAGE_MAX, type FIELD_RULES } from './common.schemas';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  type PRODUCT_MESSAGES,
} from './products.schemas';
import type { STORE_ADMIN_TEXTS } from './store-admins.schemas';
import type { STORE_TEXTS } from './stores.schemas';
import type { USER_MESSAGES } from './users.schemas';
import { VOUCHER_RUPIAH_MAX, type VOUCHER_ANSWERS, type VOUCHER_TEXTS } from './vouchers.schemas';

type TwinOf<T> = Record<keyof T, string>;

/** A whole number with Indonesian thousands dots: 1000000000 -> "1.000.000.000". */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '.');

export const FIELD_RULES_ID = {
  number: 'harus berupa angka',
  id: `harus bilangan bulat dari 1 sampai ${ID_MAX}`,
  page: `page harus bilangan bulat dari 1 sampai ${PAGE_MAX}`,
  controlCharacters: 'tidak boleh berisi karakter kontrol',
  singleLine: 'harus satu baris tanpa karakter kontrol',
} as const satisfies TwinOf<typeof FIELD_RULES>;

export const CATEGORY_MESSAGES_ID = {
  NAME_REQUIRED: 'Nama kategori wajib diisi.',
  NAME_TOO_LONG: `Nama kategori maks. ${CATEGORY_NAME_MAX} karakter.`,
  NAME_ID_TOO_LONG: `Nama kategori dalam Bahasa Indonesia maks. ${CATEGORY_NAME_MAX} karakter.`,
  NAME_TAKEN: 'Kategori "{name}" sudah ada.',
  NOT_FOUND: 'Kategori tidak ditemukan.',
  HAS_PRODUCTS: 'Kategori ini masih berisi {count} produk. Pindahkan ke kategori lain atau hapus dulu.',
  LISTED: 'Kategori berhasil dimuat',
  CREATED: 'Kategori dibuat',
  UPDATED: 'Kategori diperbarui',
  DELETED: 'Kategori dihapus',
} as const satisfies TwinOf<typeof CATEGORY_MESSAGES>;

export const PRODUCT_MESSAGES_ID = {
  NAME_REQUIRED: 'Nama produk wajib diisi.',
  NAME_TOO_LONG: `Nama produk maks. ${PRODUCT_NAME_MAX} karakter.`,
  NAME_TAKEN: 'Produk "{name}" sudah ada.',
  DESCRIPTION_TOO_LONG: `Deskripsi maks. ${/* @__PURE__ */ thousands(PRODUCT_DESCRIPTION_MAX)} karakter.`,
  PRICE_WHOLE: `Harga harus rupiah tanpa desimal, dari 1 sampai ${/* @__PURE__ */ thousands(PRODUCT_PRICE_MAX)}.`,
  CATEGORY_UNKNOWN: 'Kategori tidak ditemukan.',
  IMAGES_REQUIRED: 'Tambahkan minimal satu foto produk.',
  IMAGES_TOO_MANY: `Maks. ${PRODUCT_IMAGES_MAX} foto per produk.`,
  PRIMARY_INVALID: 'Foto utama harus salah satu foto yang dikirim.',
  IMAGE_NOT_FOUND: 'Foto tidak ditemukan.',
  CREATED: 'Produk dibuat',
  UPDATED: 'Produk diperbarui',
  IMAGE_UPDATED: 'Foto diganti',
  DELETED: 'Produk dihapus',
} as const satisfies TwinOf<typeof PRODUCT_MESSAGES>;

export const VOUCHER_TEXTS_ID = {
  codeFormat: 'Kode harus 3–20 karakter: huruf, angka, atau tanda hubung.',
  codeTaken: 'Voucher dengan kode {code} sudah ada. Pakai kode lain.',
  typeRequired: 'Pilih jenis voucher: Produk, Keranjang, atau Ongkir.',
  discountTypeRequired: 'Pilih jenis potongan: persentase atau rupiah.',
  percentageRange: 'Voucher persentase harus antara 1 dan 100.',
  nominalPositive: 'Voucher nominal harus rupiah tanpa desimal, lebih dari 0.',
  amountWhole: 'Jumlahnya harus bilangan bulat.',
  rupiah: `Masukkan rupiah tanpa desimal, dari 0 sampai ${/* @__PURE__ */ thousands(VOUCHER_RUPIAH_MAX)}.`,
  capPositive: 'Maks. potongan harus rupiah tanpa desimal, lebih dari 0. Kosongkan jika tanpa batas.',
  validDays: 'Voucher berlaku 1 sampai 365 hari.',
  descriptionRequired: 'Tulis deskripsi voucher: pembeli membacanya di daftar voucher mereka.',
  nothingToChange: 'Kirim minimal satu kolom yang mau diubah.',
  referralKept:
    '{code} adalah voucher referral: setiap teman baru dan pengajaknya dapat satu. Ubah ketentuannya saja, jangan dihapus atau diganti namanya.',
  emailInvalid: 'Masukkan alamat e-mail yang valid.',
  userNotFound: 'Tidak ada akun dengan e-mail {email}.',
  onlyShoppers: 'Voucher hanya bisa diberikan ke pembeli: {email} bukan akun pembeli.',
} as const satisfies TwinOf<typeof VOUCHER_TEXTS>;

export const VOUCHER_ANSWERS_ID = {
  listed: 'Voucher berhasil dimuat',
  created: 'Voucher dibuat',
  updated: 'Voucher diperbarui',
  deleted: 'Voucher dihapus',
  gifted: 'Voucher diberikan',
} as const satisfies TwinOf<typeof VOUCHER_ANSWERS>;

export const STORE_TEXTS_ID = {
  LISTED: 'Toko berhasil dimuat',
  NAMES_LISTED: 'Nama toko berhasil dimuat',
  FOUND: 'Toko ditemukan',
  CREATED: 'Toko dibuat',
  UPDATED: 'Toko diperbarui',
  DELETED: 'Toko dihapus',
  NAME_REQUIRED: 'Masukkan nama toko.',
  NAME_TOO_LONG: 'Nama toko maks. 100 karakter.',
  LOCATION_REQUIRED: 'Masukkan alamat jalan toko.',
  LOCATION_TOO_LONG: 'Lokasi toko maks. 300 karakter.',
  LATITUDE_RANGE: 'Latitude harus angka dari -90 sampai 90.',
  LONGITUDE_RANGE: 'Longitude harus angka dari -180 sampai 180.',
  COORDINATES_PAIR: 'Kirim latitude dan longitude sekaligus, atau tidak sama sekali.',
  NOTHING_TO_CHANGE:
    'Kirim minimal satu dari store_name, store_location, city_id, latitude, longitude, dan whatsapp.',
  POINT_FAR_FROM_CITY:
    'Koordinatnya {km} km dari pusat {city}: toko harus berada dalam {max} km dari kotanya. Cek latitude dan longitude, atau pilih kota yang benar.',
  NAME_TAKEN: 'Sudah ada toko lain bernama {name}.',
  HAS_OPEN_ORDERS:
    'Toko ini masih punya {count} pesanan aktif (menunggu pembayaran, dicek, dikemas, atau dalam perjalanan). Selesaikan atau batalkan dulu sebelum menghapus toko.',
} as const satisfies TwinOf<typeof STORE_TEXTS>;

export const STORE_ADMIN_TEXTS_ID = {
  LISTED: 'Admin toko berhasil dimuat',
  REGISTERED: 'Admin toko terdaftar. Link untuk membuat kata sandi sudah kami kirim ke {email}.',
  ASSIGNED: 'Admin toko ditugaskan ke {store}',
  REMOVED: 'Admin toko dihapus',
  NOT_STORE_ADMIN: 'Akun ini bukan admin toko.',
  NOT_FOUND: 'Admin toko tidak ditemukan.',
} as const satisfies TwinOf<typeof STORE_ADMIN_TEXTS>;

export const USER_MESSAGES_ID = {
  USERS_LISTED: 'Pengguna berhasil dimuat',
} as const satisfies TwinOf<typeof USER_MESSAGES>;
