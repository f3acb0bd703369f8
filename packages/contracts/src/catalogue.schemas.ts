import { z } from 'zod';
import { DEFAULT_SORTS, DISCOUNT_TYPES, PAGE_SIZES } from './constants';
import { withMessage } from './shapes';
import { Id, pagingQuery, sortQuery } from './common.schemas';

/** Sort fields a shopper can pick on the product list. */
export const SHOPPER_PRODUCT_SORT_FIELDS = ['product_name', 'price', 'created_at', 'user_stock'] as const;

// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** GET /api/users/products/{storeId}: 12 per page by default, sorted by name (docs/product.md §9); `onSale=true` for discounted items only. */
export const ShopperProductsQuery = pagingQuery(PAGE_SIZES.shopperProducts)
  .extend({
    search: z
      .string()
      .trim()
      .max(100, 'search must be 100 characters or less')
      .regex(NO_CONTROL_CHARACTERS, 'search must not contain control characters')
      .optional(),
    /** A category id, or a category name (case-insensitive). */
    category: z
      .string()
      .trim()
      .max(100, 'category must be 100 characters or less')
      .regex(NO_CONTROL_CHARACTERS, 'category must not contain control characters')
      .optional(),
    /**
     * "true": only the items with a discount running now (same answer shape, paging over them):
     * the home page's "On sale now" shelf in one call.
     */
    onSale: z.enum(['true', 'false']).optional(),
  })
  .extend(
    sortQuery(
      SHOPPER_PRODUCT_SORT_FIELDS,
      DEFAULT_SORTS.shopperProducts.field,
      DEFAULT_SORTS.shopperProducts.order,
    ).shape,
  );
export type ShopperProductsQuery = z.input<typeof ShopperProductsQuery>;

export const DiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof DiscountType>;

/** One product of a store as a shopper sees it; discounted_price equals price when no discount runs. */
export const ShopperProduct = z.object({
  inventory_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  price: z.number().int(),
  discounted_price: z.number().int(),
  /** The running discount that gives the lowest unit price (ties: the newest). */
  discount_type: DiscountType.nullable(),
  /** Percent for PERCENTAGE, rupiah for NOMINAL, null for BOGO and when no discount runs. */
  discount_value: z.number().int().nullable(),
  /** The free product of a running BOGO discount. */
  bogo_product_name: z.string().nullable(),
  user_stock: z.number().int(),
  product_image: z.string().nullable(),
});
export type ShopperProduct = z.infer<typeof ShopperProduct>;

/**
 * The list answers `inventories` at the top level beside the paging figures (docs/product.md §7). totalPages
 * is ceil(totalItems / pageSize), so the last page is the only one with fewer items than pageSize;
 * a page past the end answers no items (docs/product.md §9's "fewer than 12 items" rule is the web's).
 */
export const ShopperProductsResponse = z.object({
  message: z.string(),
  /** The store whose shelves these are: the asked store, or store 28 when none or an unknown one was asked. */
  store_id: z.number().int(),
  inventories: z.array(ShopperProduct),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  /**
   * When a search finds nothing: the search with its misspelt words replaced by the closest words
   * of product names, or names people use for a product, that the store sells ("jeruk" for "jruk",
   * "jeruk medan" for "jruk medn"), to offer as "did you mean"; null otherwise (and when nothing is
   * close). The API always sends it; older answers may lack it.
   */
  did_you_mean: z.string().nullable().optional(),
});
export type ShopperProductsResponse = z.infer<typeof ShopperProductsResponse>;

export const ProductImage = z.object({ product_image: z.string(), is_primary: z.boolean() });

/** GET /api/users/products/detail/{inventoryId}: status 201, reads `inventory` (docs/product.md §3, §7). */
export const ShopperProductDetail = ShopperProduct.omit({ product_image: true }).extend({
  description: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  bogo_product_id: z.number().int().nullable(),
  min_purchase: z.number().int().nullable(),
  max_discount: z.number().int().nullable(),
  discount_description: z.string().nullable(),
  discount_end_date: z.string().nullable(),
  product_images: z.array(ProductImage),
});
export type ShopperProductDetail = z.infer<typeof ShopperProductDetail>;
export const ShopperProductDetailResponse = z.object({
  message: z.string(),
  inventory: ShopperProductDetail,
});
export type ShopperProductDetailResponse = z.infer<typeof ShopperProductDetailResponse>;
export const InventoryIdParam = z.object({ inventoryId: Id });

export const Category = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  /** The name in Bahasa Indonesia; null (or absent) when it has none: category_name then shows in both. */
  category_name_id: z.string().nullish(),
});
export type Category = z.infer<typeof Category>;
/** GET /api/users/categories */
export const CategoriesResponse = withMessage(z.array(Category));

/** A store discount as a shopper sees it (docs/product.md §3 "user discount"); inventory_id null = whole cart. */
export const UserDiscount = z.object({
  discount_id: z.number().int(),
  inventory_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  type: DiscountType,
  value: z.number().int(),
  min_purchase: z.number().int().nullable(),
  max_discount: z.number().int().nullable(),
  bogo_product_id: z.number().int().nullable(),
  bogo_product_name: z.string().nullable(),
  description: z.string(),
  image: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
});
export type UserDiscount = z.infer<typeof UserDiscount>;
/** GET /api/users/discounts/{storeId}: the running discounts of a store. */
export const UserDiscountsResponse = withMessage(z.array(UserDiscount));
