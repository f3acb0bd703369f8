import {
  PAGE_SIZES,
  type Address,
  type Category,
  type ClosestStore,
  type ShopperProduct,
  type ShopperProductDetail,
  type UserDiscount,
  type UserProfile,
} from '@lumbung/contracts';
import { json, type FakeHandler } from './fake-api';

/** Test data shaped exactly as the storefront's API contracts answer it. */

export const KEMANG: ClosestStore = {
  store_id: 28,
  store_name: 'LUMBUNG Kemang',
  store_location: 'Jl. Kemang Raya No. 8, Jakarta Selatan',
  city_id: 154,
  city_name: 'Kota Administrasi Jakarta Selatan',
  latitude: -6.2607,
  longitude: 106.8139,
  distance_km: 1.2,
  whatsapp: null,
};

export const DAGO: ClosestStore = {
  store_id: 1,
  store_name: 'LUMBUNG Dago',
  store_location: 'Jl. Ir. H. Juanda No. 112, Bandung',
  city_id: 23,
  city_name: 'Kota Bandung',
  latitude: -6.8895,
  longitude: 107.6128,
  distance_km: 2.4,
  whatsapp: null,
};

export function product(overrides: Partial<ShopperProduct> = {}): ShopperProduct {
  return {
    inventory_id: 101,
    product_id: 11,
    product_name: 'Apel Fuji 1 kg',
    category_id: 1,
    category_name: 'Fruits and Vegetables',
    price: 48000,
    discounted_price: 48000,
    discount_type: null,
    discount_value: null,
    bogo_product_name: null,
    user_stock: 40,
    product_image: '/media/emoji/1f34e.svg',
    ...overrides,
  };
}

/** `count` products with ids from `firstId`, named so that they sort in order. */
export function products(count: number, firstId = 1): ShopperProduct[] {
  return Array.from({ length: count }, (_, index) =>
    product({
      inventory_id: firstId + index,
      product_id: firstId + index,
      product_name: `Product ${String(firstId + index).padStart(3, '0')}`,
      price: 1000 * (firstId + index),
      discounted_price: 1000 * (firstId + index),
    }),
  );
}

/** A product list answer: `items` as page `page` of `totalItems`. */
export function productPage(
  items: ShopperProduct[],
  {
    page = 1,
    totalItems = items.length,
    storeId = 28,
  }: { page?: number; totalItems?: number; storeId?: number } = {},
) {
  return {
    message: 'Products retrieved',
    store_id: storeId,
    inventories: items,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZES.shopperProducts)),
    totalItems,
  };
}

export function productDetail(overrides: Partial<ShopperProductDetail> = {}): ShopperProductDetail {
  const { product_image: _image, ...base } = product();
  return {
    ...base,
    description: 'Crisp, sweet Fuji apples, about five to six to the kilo.',
    store_id: 28,
    store_name: 'LUMBUNG Kemang',
    bogo_product_id: null,
    min_purchase: null,
    max_discount: null,
    discount_description: null,
    discount_end_date: null,
    product_images: [{ product_image: '/media/emoji/1f34e.svg', is_primary: true }],
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { category_id: 1, category_name: 'Fruits and Vegetables' },
  { category_id: 2, category_name: 'Poultry' },
  { category_id: 3, category_name: 'Dairy' },
  { category_id: 4, category_name: 'Baked Goods' },
  { category_id: 5, category_name: 'Seafood' },
];

export function discount(overrides: Partial<UserDiscount> = {}): UserDiscount {
  return {
    discount_id: 1,
    inventory_id: 101,
    product_name: 'Apel Fuji 1 kg',
    type: 'PERCENTAGE',
    value: 20,
    min_purchase: null,
    max_discount: 15000,
    bogo_product_id: null,
    bogo_product_name: null,
    description: '20% off Apel Fuji 1 kg, up to Rp15.000.',
    image: null,
    start_date: '2026-01-01T00:00:00.000Z',
    end_date: '2026-01-31T00:00:00.000Z',
    ...overrides,
  };
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: 7,
    username: 'sari',
    email: 'shopper@lumbung.test',
    is_verified: true,
    image: null,
    referral_code: 'SARI2026',
    role: 'USER',
    pending_email: null,
    phone: null,
    locale: null,
    ...overrides,
  };
}

export const HOME_ADDRESS: Address = {
  address_id: 3,
  address: 'Jl. Kemang Selatan 1 No. 5',
  city_id: 154,
  city_name: 'Kota Administrasi Jakarta Selatan',
  is_default: true,
  label: null,
  recipient_name: null,
  phone: null,
};

/** The catalogue routes of a store with `items` on its shelves, answering the way the API does. */
export function catalogueRoutes(items: ShopperProduct[] = products(3)): Record<string, FakeHandler> {
  return {
    // The fallback store's own name, for the headings over its shelves.
    'GET /api/users/stores/:storeId': ({ params }) =>
      Number(params.storeId) === KEMANG.store_id
        ? { message: 'Store retrieved', data: { ...KEMANG, city_name: 'Kota Administrasi Jakarta Selatan' } }
        : json({ message: 'This store does not exist.' }, 404),
    'GET /api/users/categories': () => ({ message: 'Categories retrieved', data: CATEGORIES }),
    'GET /api/users/discounts/:storeId': () => ({ message: 'Discounts retrieved', data: [] }),
    'GET /api/users/products/:storeId': ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? PAGE_SIZES.shopperProducts);
      return productPage(items.slice((page - 1) * size, page * size), { page, totalItems: items.length });
    },
    'GET /api/users/products/detail/:inventoryId': ({ params }) => {
      const found = items.find((item) => item.inventory_id === Number(params.inventoryId));
      if (!found) return json({ message: 'This product does not exist or is no longer sold.' }, 404);
      const { product_image, ...rest } = found;
      return json(
        {
          message: 'Product found',
          inventory: productDetail({
            ...rest,
            product_images: product_image ? [{ product_image, is_primary: true }] : [],
          }),
        },
        201,
      );
    },
  };
}

type GeolocationAnswer = { latitude: number; longitude: number } | 'denied';

/** Gives the test browser a geolocation that answers with a position or refuses. */
export function stubGeolocation(answer: GeolocationAnswer) {
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'denied') {
      fail?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
      } as GeolocationPositionError);
    } else {
      ok({ coords: { latitude: answer.latitude, longitude: answer.longitude } } as GeolocationPosition);
    }
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
}

export function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
}

/** A location prompt the person has not answered yet; `answer` answers it. */
export function stubUnansweredGeolocation() {
  let pending: PositionCallback | null = null;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) => {
        pending = ok;
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    },
  });
  return {
    answer(point: { latitude: number; longitude: number }) {
      pending?.({ coords: point } as GeolocationPosition);
    },
  };
}
