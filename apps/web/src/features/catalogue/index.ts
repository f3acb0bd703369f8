export { getProducts, getProductsQueryOptions, useProducts, type ProductListQuery } from './api/get-products';
export { getProductDetail, getProductDetailQueryOptions, useProductDetail } from './api/get-product-detail';
export {
  getCategories,
  getCategoriesQueryOptions,
  useCategories,
  useCategoryLabel,
} from './api/get-categories';
export {
  discountedInventoryIds,
  getStoreDiscounts,
  getStoreDiscountsQueryOptions,
  useDiscountedProducts,
  useStoreDiscounts,
} from './api/get-store-discounts';
export {
  DiscountBanner,
  DiscountBannerItem,
  DiscountBannerRow,
  DiscountBannerSkeleton,
} from './components/discount-banner';
export { PriceTag } from './components/price-tag';
export {
  ProductCard,
  ProductCardSkeleton,
  type CardCartLine,
  type ProductCardItem,
} from './components/product-card';
export { ProductDetails, ProductDetailsSkeleton } from './components/product-details';
export { ProductGrid, SectionHeading } from './components/product-grid';
export {
  changeFilters,
  DEFAULT_FILTERS,
  PRODUCT_SORTS,
  readFilters,
  SEARCH_MAX_LENGTH,
  SORT_NAMES,
  productSortQuery,
  writeFilters,
  type ProductListFilters,
  type ProductSort,
} from './lib/list-params';
export { pageRange, shopperTotalPages } from './lib/paging';
export { categoryPath, productPath } from './lib/paths';
