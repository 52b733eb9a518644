// Staff at the counter: the switch-account dialog, the 'acting as' banner, the acting session and
// the cart's staff tools (discounts, expiry).
export { ActingBanner } from './components/acting-banner.tsx';
export { CartStaffTools } from './components/cart-staff-tools.tsx';
export type { ExpiryChoice } from './components/expiry-dialog.tsx';
export { IndicationsList } from './components/indications-list.tsx';
export { LoadCartDialog } from './components/load-cart-dialog.tsx';
export { ManagerPriceDialog } from './components/manager-price-dialog.tsx';
export { ReferredByDialog } from './components/referred-by-dialog.tsx';
export { ReferredByRow } from './components/referred-by-row.tsx';
export { SwitchAccountDialog } from './components/switch-account-dialog.tsx';
export { stopActing } from './lib/acting.ts';
