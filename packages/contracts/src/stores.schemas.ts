import { z } from 'zod';
import { DEFAULT_SORTS, PAGE_SIZES } from './constants';
import { accountFields, optionalSearch, withMessage } from './shapes';
import { Id, multiLineText, Paged, pagingQuery, singleLineText, sortQuery } from './common.schemas';
import { OptionalMobile } from './phone';

// The stores feature: the stores as their admins see them.

/** GET /api/store-admin/assigned-store/{userId} */
export const AssignedStore = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_location: z.string(),
  city_id: z.number().int(),
});
export type AssignedStore = z.infer<typeof AssignedStore>;
export const AssignedStoreResponse = withMessage(AssignedStore);
export type AssignedStoreResponse = z.infer<typeof AssignedStoreResponse>;

/** GET /api/store-admin/store/{storeId}: the store as its staff see it (the back-office shell's name). */
export const StoreInfo = AssignedStore.extend({
  city_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The store's WhatsApp number as +62…, where shoppers chat with it; null when it has none. */
  whatsapp: z.string().nullable(),
});
export type StoreInfo = z.infer<typeof StoreInfo>;
export const StoreInfoResponse = withMessage(StoreInfo);
export type StoreInfoResponse = z.infer<typeof StoreInfoResponse>;

/** GET /api/store-admin/dashboard/{storeId}: the day and the month of a store at a glance. */
export const StoreDashboard = z.object({
  /** Orders placed today (WIB) and what they are worth (goods, before shipping). */
  today: z.object({ orders: z.number().int(), amount: z.number().int() }),
  /** Orders per status, every status present. */
  orders_by_status: z.record(z.string(), z.number().int()),
  /** Transfer proofs waiting for review. */
  payments_waiting: z.number().int(),
  /** Shelves at or below the low-stock threshold, the emptiest first (at most 5), and how many in all. */
  low_stock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({ inventory_id: z.number().int(), product_name: z.string(), stock: z.number().int() }),
    ),
  }),
  /** Paid sales of this month so far against the whole of last month (WIB). */
  sales: z.object({ this_month: z.number().int(), last_month: z.number().int() }),
});
export type StoreDashboard = z.infer<typeof StoreDashboard>;
export const StoreDashboardResponse = withMessage(StoreDashboard);
export type StoreDashboardResponse = z.infer<typeof StoreDashboardResponse>;

// ---------------------------------------------------------------------------------------------
// The super admin's stores: docs/product.md §7 "Super admin" stores and GET /api/super-admin/store/{id}.

/** Texts of the super admin's store calls that docs/product.md leaves open. */
export const STORE_TEXTS = {
  LISTED: 'Stores retrieved',
  NAMES_LISTED: 'Store names retrieved',
  FOUND: 'Store retrieved',
  CREATED: 'Store created',
  UPDATED: 'Store updated',
  DELETED: 'Store deleted',
  NAME_REQUIRED: 'Please enter the store name.',
  NAME_TOO_LONG: 'A store name is at most 100 characters.',
  LOCATION_REQUIRED: 'Please enter the street address of the store.',
  LOCATION_TOO_LONG: 'A store location is at most 300 characters.',
  LATITUDE_RANGE: 'Latitude must be a number from -90 to 90.',
  LONGITUDE_RANGE: 'Longitude must be a number from -180 to 180.',
  COORDINATES_PAIR: 'Send both latitude and longitude, or neither.',
  NOTHING_TO_CHANGE:
    'Send at least one of store_name, store_location, city_id, latitude, longitude and whatsapp.',
  POINT_FAR_FROM_CITY:
    'The coordinates are {km} km from the centre of {city}: a store must lie within {max} km of its city. Check the latitude and longitude, or choose the right city.',
  NAME_TAKEN: 'Another store is already called {name}.',
  HAS_OPEN_ORDERS:
    'This store still has {count} open {orders} (waiting for payment, confirmation, processing or delivery). Finish or cancel them before deleting the store.',
} as const;

/** A store's point must lie this close to its city's centre (as an address's, ADDRESS_MAX_KM_FROM_CITY). */
export const STORE_MAX_KM_FROM_CITY = 100;
export const STORE_NAME_MAX_LENGTH = 100;
export const STORE_LOCATION_MAX_LENGTH = 300;

/** GET /api/super-admin/stores sort fields; docs/product.md §9 sorts stores by admin by default. */
export const STORE_SORT_FIELDS = [
  'admin',
  'store_name',
  'store_location',
  'city_name',
  'created_at',
] as const;
export type StoreSortField = (typeof STORE_SORT_FIELDS)[number];

const StoreNameText = singleLineText(
  z
    .string({ error: STORE_TEXTS.NAME_REQUIRED })
    .trim()
    .min(1, STORE_TEXTS.NAME_REQUIRED)
    .max(STORE_NAME_MAX_LENGTH, STORE_TEXTS.NAME_TOO_LONG),
);
const StoreLocation = multiLineText(
  z
    .string({ error: STORE_TEXTS.LOCATION_REQUIRED })
    .trim()
    .min(1, STORE_TEXTS.LOCATION_REQUIRED)
    .max(STORE_LOCATION_MAX_LENGTH, STORE_TEXTS.LOCATION_TOO_LONG),
);
const StoreLatitude = z
  .number({ error: STORE_TEXTS.LATITUDE_RANGE })
  .min(-90, STORE_TEXTS.LATITUDE_RANGE)
  .max(90, STORE_TEXTS.LATITUDE_RANGE);
const StoreLongitude = z
  .number({ error: STORE_TEXTS.LONGITUDE_RANGE })
  .min(-180, STORE_TEXTS.LONGITUDE_RANGE)
  .max(180, STORE_TEXTS.LONGITUDE_RANGE);
const pairOfCoordinates = (body: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (body.latitude === undefined) === (body.longitude === undefined);

/**
 * POST /api/super-admin/store {store_name, store_location, city_id} (docs/product.md §7), plus the store's point:
 * latitude and longitude, both or neither (neither: the city's centre); and its WhatsApp number,
 * an Indonesian mobile number in any usual spelling kept as +62… (left out, null or blank: none).
 */
export const CreateStoreBody = z
  .object({
    store_name: StoreNameText,
    store_location: StoreLocation,
    city_id: Id,
    latitude: StoreLatitude.optional(),
    longitude: StoreLongitude.optional(),
    whatsapp: OptionalMobile,
  })
  .refine(pairOfCoordinates, { message: STORE_TEXTS.COORDINATES_PAIR, path: ['latitude'] });
export type CreateStoreBody = z.input<typeof CreateStoreBody>;
export type CreateStoreInput = z.output<typeof CreateStoreBody>;

/**
 * PATCH /api/super-admin/store/{id}: any of the fields; a new city without a point moves the store
 * to the city's centre; whatsapp null (or blank) removes the number.
 */
export const UpdateStoreBody = z
  .object({
    store_name: StoreNameText.optional(),
    store_location: StoreLocation.optional(),
    city_id: Id.optional(),
    latitude: StoreLatitude.optional(),
    longitude: StoreLongitude.optional(),
    whatsapp: OptionalMobile,
  })
  .refine(pairOfCoordinates, { message: STORE_TEXTS.COORDINATES_PAIR, path: ['latitude'] })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: STORE_TEXTS.NOTHING_TO_CHANGE,
  });
export type UpdateStoreBody = z.input<typeof UpdateStoreBody>;
export type UpdateStoreInput = z.output<typeof UpdateStoreBody>;

/** GET /api/super-admin/stores?page&sortField&sortOrder&search (10 a page, by admin). */
export const StoresQuery = pagingQuery(PAGE_SIZES.admin)
  .extend(sortQuery(STORE_SORT_FIELDS, DEFAULT_SORTS.stores.field, DEFAULT_SORTS.stores.order).shape)
  .extend({ search: optionalSearch() });
export type StoresQuery = z.input<typeof StoresQuery>;

/** An admin as a store's row shows them. */
export const StoreAdminOfStore = z.object({
  ...accountFields,
});
export type StoreAdminOfStore = z.infer<typeof StoreAdminOfStore>;

/** A live store as the super admin sees it: its place, its city, its admins (by name). */
export const StoreRow = StoreInfo.extend({
  admins: z.array(StoreAdminOfStore),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoreRow = z.infer<typeof StoreRow>;
export const StoresResponse = Paged(StoreRow).extend({ message: z.string() });
export type StoresResponse = z.infer<typeof StoresResponse>;

/** GET /api/super-admin/store/{id}: a store with its shelves and the orders still open. */
export const StoreDetail = StoreRow.extend({
  shelves: z.number().int(),
  open_orders: z.number().int(),
});
export type StoreDetail = z.infer<typeof StoreDetail>;
export const StoreDetailResponse = withMessage(StoreDetail);
export type StoreDetailResponse = z.infer<typeof StoreDetailResponse>;

/** POST and PATCH answer the store as its row shows it, so the list sets it without asking again. */
export const StoreRowResponse = withMessage(StoreRow);
export type StoreRowResponse = z.infer<typeof StoreRowResponse>;

/** PUT /api/super-admin/store/{id} (a soft delete): the store gone and the admins it freed. */
export const StoreDeletedResponse = withMessage(
  z.object({ store_id: z.number().int(), unassigned_admins: z.array(z.number().int()) }),
);
export type StoreDeletedResponse = z.infer<typeof StoreDeletedResponse>;

/** GET /api/super-admin/store-names: id and name of every live store, by name (for filters). */
export const StoreName = z.object({ store_id: z.number().int(), store_name: z.string() });
export type StoreName = z.infer<typeof StoreName>;
export const StoreNamesResponse = withMessage(z.array(StoreName));
export type StoreNamesResponse = z.infer<typeof StoreNamesResponse>;
