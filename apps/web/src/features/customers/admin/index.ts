// The customers' back-office screens; only routes/admin imports this entry (bundle-rules.test.ts).
export { AdminCustomer } from './components/admin-customer.tsx';
export { AdminCustomers } from './components/admin-customers.tsx';
