// The cart (basket) feature's public entry: the stored cart, its options, the cart button and the
// cart validation call.
export { type CartValidateBody, type ValidatedLine, validateCart } from './api/cart-calls.ts';
export { CartButton } from './components/cart-button.tsx';
export { useCartValidation } from './hooks/use-cart-validation.ts';
export type { DeliveryMethod, OrderKind } from './lib/cart-options.ts';
export {
  type AddableProduct,
  addRefusal,
  bookingOf,
  type CartBooking,
  type CartOptions,
  type CartRefusal,
  cart,
  cartLinesCents,
  quantityOfProduct,
  readCart,
  type StoredCart,
  useCart,
} from './lib/cart-store.ts';
