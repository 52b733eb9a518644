// The back-office dashboard; only routes/admin imports this entry (bundle-rules.test.ts).
export { AdminDashboard } from './components/admin-dashboard.tsx';
