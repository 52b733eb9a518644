// The checkout slice's public entry: the cart page (also shown as the catalogue's side panel) and
// the payment choice of this visit. Steps and round trips: docs/decisions/060-web-feature-slices.md.
export { CartPanel } from './components/cart-panel.tsx';
export { CartView } from './components/cart-view.tsx';
export { checkout } from './lib/checkout-store.ts';
