/**
 * The product catalogue as the super admin runs it (docs/product.md §3 "Product (admin)", §5 product creation,
 * §7 "Products and categories", §9 admin products by product_name asc, 10 a page). The create form
 * and the API read the same rules, so docs/product.md §5's texts come from here, on their fields.
 */
import { z } from 'zod';
import { DEFAULT_SORTS, PAGE_SIZES } from './constants';
import {
  Id,
  ID_MAX,
  idFromText,
  multiLineText,
  pagingQuery,
  singleLineText,
  sortQuery,
} from './common.schemas';
import { optionalSearch, pagedResponse, withMessage } from './shapes';
import { MESSAGES } from './messages';

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** The highest price a product may have (whole rupiah). */
export const PRODUCT_PRICE_MAX = 1_000_000_000;
/** How many pictures a new product may carry (each 1 MB at most). */
export const PRODUCT_IMAGES_MAX = 5;

/** The texts of this feature beyond docs/product.md §5 and §8 (the API answers them; the web shows them). */
export const PRODUCT_MESSAGES = {
  NAME_REQUIRED: 'Product name is required.',
  NAME_TOO_LONG: `A product name is at most ${PRODUCT_NAME_MAX} characters.`,
  NAME_TAKEN: 'A product named "{name}" already exists.',
  DESCRIPTION_TOO_LONG: `A description is at most ${PRODUCT_DESCRIPTION_MAX} characters.`,
  PRICE_WHOLE: `Price must be a whole number of rupiah from 1 to ${PRODUCT_PRICE_MAX.toLocaleString('en-US')}.`,
  CATEGORY_UNKNOWN: 'This category does not exist.',
  IMAGES_REQUIRED: 'Please add at least one picture of the product.',
  IMAGES_TOO_MANY: `A product can have at most ${PRODUCT_IMAGES_MAX} pictures.`,
  PRIMARY_INVALID: 'The primary picture must be one of the pictures sent.',
  IMAGE_NOT_FOUND: 'This picture does not exist.',
  CREATED: 'Product created',
  UPDATED: 'Product updated',
  IMAGE_UPDATED: 'Picture replaced',
  DELETED: 'Product deleted',
} as const;

export const ADMIN_PRODUCT_SORT_FIELDS = ['product_name', 'price', 'created_at', 'updated_at'] as const;

/** GET /api/super-admin/products?page&pageSize&search&category&sortField&sortOrder. */
export const AdminProductsQuery = pagingQuery(PAGE_SIZES.admin)
  .extend(
    sortQuery(ADMIN_PRODUCT_SORT_FIELDS, DEFAULT_SORTS.adminProducts.field, DEFAULT_SORTS.adminProducts.order)
      .shape,
  )
  .extend({
    search: optionalSearch(),
    /** A category id. */
    category: Id.optional(),
  });
export type AdminProductsQuery = z.input<typeof AdminProductsQuery>;

export const AdminProductImage = z.object({
  product_image_id: z.number().int(),
  product_image: z.string(),
  is_primary: z.boolean(),
});
export type AdminProductImage = z.infer<typeof AdminProductImage>;

/** docs/product.md §3 "Product (admin)"; availability is the stock of every live store added up. */
export const AdminProduct = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  price: z.number().int(),
  availability: z.number().int(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  product_images: z.array(AdminProductImage),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductsResponse = pagedResponse(AdminProduct);
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>;
export const AdminProductResponse = withMessage(AdminProduct);
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ProductName = singleLineText(
  z
    .string({ error: PRODUCT_MESSAGES.NAME_REQUIRED })
    .trim()
    .min(1, PRODUCT_MESSAGES.NAME_REQUIRED)
    .max(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.NAME_TOO_LONG),
);
export const ProductDescription = multiLineText(
  z
    .string({ error: 'description must be a text' })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, PRODUCT_MESSAGES.DESCRIPTION_TOO_LONG),
);
/** Whole rupiah from 1; "15000" from a form reads as 15000; nothing at all is docs/product.md §5's text. */
export const ProductPrice = z.preprocess(
  (v) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.PRODUCT_PRICE_REQUIRED : PRODUCT_MESSAGES.PRICE_WHOLE,
    })
    .int(PRODUCT_MESSAGES.PRICE_WHOLE)
    .min(1, PRODUCT_MESSAGES.PRICE_WHOLE)
    .max(PRODUCT_PRICE_MAX, PRODUCT_MESSAGES.PRICE_WHOLE),
);

/**
 * POST /api/products (multipart text fields; the pictures are the `images` files beside them, and
 * `primary_image` is the index, from 0, of the one shown first).
 */
export const ProductFields = z.object({
  category_id: z.preprocess(
    (v) => idFromText(blankToUndefined(v)),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? MESSAGES.PRODUCT_CATEGORY_REQUIRED : PRODUCT_MESSAGES.CATEGORY_UNKNOWN,
      })
      .int(PRODUCT_MESSAGES.CATEGORY_UNKNOWN)
      .min(1, PRODUCT_MESSAGES.CATEGORY_UNKNOWN)
      .max(ID_MAX, PRODUCT_MESSAGES.CATEGORY_UNKNOWN),
  ),
  product_name: ProductName,
  description: z.preprocess((v) => v ?? '', ProductDescription),
  price: ProductPrice,
  primary_image: z.preprocess(
    (v) => blankToUndefined(v) ?? '0',
    z.coerce
      .number({ error: PRODUCT_MESSAGES.PRIMARY_INVALID })
      .int(PRODUCT_MESSAGES.PRIMARY_INVALID)
      .min(0, PRODUCT_MESSAGES.PRIMARY_INVALID)
      .max(PRODUCT_IMAGES_MAX - 1, PRODUCT_MESSAGES.PRIMARY_INVALID),
  ),
});
export type ProductFields = z.input<typeof ProductFields>;

/** PATCH /api/products/name/{id} with {product_name}. */
export const ProductNameBody = z.object({ product_name: ProductName }).strict();
export type ProductNameBody = z.input<typeof ProductNameBody>;
/** PATCH /api/products/description/{id} with {description}. */
export const ProductDescriptionBody = z.object({ description: ProductDescription }).strict();
export type ProductDescriptionBody = z.input<typeof ProductDescriptionBody>;
/** PATCH /api/products/price/{id} with {price}. */
export const ProductPriceBody = z.object({ price: ProductPrice }).strict();
export type ProductPriceBody = z.input<typeof ProductPriceBody>;

export const ProductIdParam = z.object({ id: Id });
export const ProductImageIdParam = z.object({ imageId: Id });
