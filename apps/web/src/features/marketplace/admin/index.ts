// The marketplace's back office (operator list, branches, joining, coordinates); only back-office
// code imports this entry (bundle-rules.test.ts).
export { MarketplaceAdminScreen } from './components/marketplace-admin-screen.tsx';
