// The coupons back office (a tab of the settings screen); only back-office code imports this entry.
export { CouponsPanel } from './components/coupons-panel.tsx';
