/**
 * LUMBUNG's demo stores (docs/architecture.md §7): one per city, each at a real neighbourhood or market street of
 * that city. cityName + province match exactly one row of loadIndonesianCities().
 */

/** The flagship, in Jakarta; also the fallback and default store id of docs/product.md §3, §9. */
export const FLAGSHIP_STORE_ID = 28;

export interface DemoStore {
  /** Inserted as store_id explicitly (reset the id sequence after seeding). */
  id: number;
  name: string;
  /** Street address text shown as store_location. */
  location: string;
  /** A city name as loadIndonesianCities() spells it. */
  cityName: string;
  /** The city's province, to pick the right row where city names repeat. */
  province: string;
  latitude: number;
  longitude: number;
  /** The store's WhatsApp number as stored (+62…). */
  whatsapp: string;
}

/** The demo stores' WhatsApp numbers, made up: 0811-2026-00NN, NN the store id. */
const demoWhatsApp = (storeId: number) => `+62811202600${String(storeId).padStart(2, '0')}`;

export const DEMO_STORES: readonly DemoStore[] = [
  {
    id: FLAGSHIP_STORE_ID,
    name: 'LUMBUNG Kemang',
    location: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    cityName: 'Kota Administrasi Jakarta Selatan',
    province: 'DKI Jakarta',
    latitude: -6.2607,
    longitude: 106.8139,
    whatsapp: demoWhatsApp(FLAGSHIP_STORE_ID),
  },
  {
    id: 1,
    name: 'LUMBUNG Dago',
    location: 'Jl. Ir. H. Juanda No. 112, Lebak Siliwangi, Coblong, Bandung 40132',
    cityName: 'Kota Bandung',
    province: 'Jawa Barat',
    latitude: -6.8895,
    longitude: 107.6128,
    whatsapp: demoWhatsApp(1),
  },
  {
    id: 2,
    name: 'LUMBUNG Darmo',
    location: 'Jl. Raya Darmo No. 45, Darmo, Wonokromo, Surabaya 60241',
    cityName: 'Kota Surabaya',
    province: 'Jawa Timur',
    latitude: -7.2885,
    longitude: 112.7388,
    whatsapp: demoWhatsApp(2),
  },
  {
    id: 3,
    name: 'LUMBUNG Kranggan',
    location: 'Jl. Poncowinatan No. 16, Cokrodiningratan, Jetis, Yogyakarta 55233',
    cityName: 'Kota Yogyakarta',
    province: 'DI Yogyakarta',
    latitude: -7.7808,
    longitude: 110.3666,
    whatsapp: demoWhatsApp(3),
  },
  {
    id: 4,
    name: 'LUMBUNG Petisah',
    location: 'Jl. Kota Baru III No. 10, Petisah Tengah, Medan Petisah, Medan 20112',
    cityName: 'Kota Medan',
    province: 'Sumatera Utara',
    latitude: 3.5893,
    longitude: 98.6674,
    whatsapp: demoWhatsApp(4),
  },
  {
    id: 5,
    name: 'LUMBUNG Renon',
    location: 'Jl. Raya Puputan No. 86, Renon, Denpasar Selatan, Denpasar 80235',
    cityName: 'Kota Denpasar',
    province: 'Bali',
    latitude: -8.6729,
    longitude: 115.2349,
    whatsapp: demoWhatsApp(5),
  },
  {
    id: 6,
    name: 'LUMBUNG Panakkukang',
    location: 'Jl. Boulevard No. 12, Masale, Panakkukang, Makassar 90231',
    cityName: 'Kota Makassar',
    province: 'Sulawesi Selatan',
    latitude: -5.1574,
    longitude: 119.4458,
    whatsapp: demoWhatsApp(6),
  },
  {
    id: 7,
    name: 'LUMBUNG Pandanaran',
    location: 'Jl. Pandanaran No. 50, Pekunden, Semarang Tengah, Semarang 50134',
    cityName: 'Kota Semarang',
    province: 'Jawa Tengah',
    latitude: -6.9887,
    longitude: 110.4165,
    whatsapp: demoWhatsApp(7),
  },
  {
    id: 29,
    name: 'LUMBUNG Bintaro',
    location: 'Jl. Bintaro Utama 3A No. 12, Pondok Karya, Pondok Aren, Tangerang Selatan 15225',
    cityName: 'Kota Tangerang Selatan',
    province: 'Banten',
    latitude: -6.2708,
    longitude: 106.7392,
    whatsapp: demoWhatsApp(29),
  },
];
