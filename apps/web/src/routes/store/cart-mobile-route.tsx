import { CartView } from '../../features/checkout/index.ts';

export { loader, namespaces } from './cart-route.tsx';

/** Spec 3 §2.2 CartMobile: the same cart page, reached from the mobile cart button (no login needed to look). */
export function Component() {
  return <CartView />;
}
