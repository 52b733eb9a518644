import { readCart } from '../../features/cart/index.ts';
import { CartView } from '../../features/checkout/index.ts';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['cart', 'addresses', 'validation'] as const;

/**
 * Spec 3 §2.2 Cart: a pending payment transaction goes to Index, and so does an empty cart;
 * otherwise the page scrolls to its bottom after 500 ms (CartView).
 */
export function loader(): string | null {
  const state = browserStore.getState();
  if (state.transactionId) return '/';
  return readCart(state.cart).products.length === 0 ? '/' : null;
}

export function Component() {
  return <CartView />;
}
