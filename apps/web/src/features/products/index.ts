export {
  productKeys,
  useAdminProduct,
  useAdminProducts,
  useChangeProduct,
  useCreateProduct,
  useRemoveProduct,
} from './api/products';
export {
  ProductDescriptionEditor,
  ProductImageEditor,
  ProductNameEditor,
  ProductPriceEditor,
} from './components/product-editors';
export { ProductForm } from './components/product-form';
export { PRODUCTS_LIST, ProductsTable } from './components/products-table';
