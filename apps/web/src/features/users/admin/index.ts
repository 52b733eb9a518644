// The team screen, the admin-link sign-in and the signed-in person's role at the place; only
// back-office code imports this entry (bundle-rules.test.ts).
export { TeamScreen } from './components/team-screen.tsx';
export { redeemAdminLink } from './lib/redeem-admin-link.ts';
export { type AdminRole, useAdminRole } from './lib/use-admin-role.ts';
