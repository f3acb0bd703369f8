export { addFailureMessage, useAddCartItem } from './api/add-cart-item';
export { useCartOwner } from './api/cart-keys';
export { useCart } from './api/get-cart';
export { CartDrawer, preloadCartDrawer } from './components/lazy-cart-drawer';
export { CartProvider, useCartUi } from './components/cart-provider';
export { useRemoveCartItem, useUpdateCartQuantity } from './api/change-cart-item';
