export { CartDrawer } from './components/cart-drawer';
