// The printable order ticket; only routes/admin imports this entry (bundle-rules.test.ts).
export { OrderTicket } from './components/order-ticket.tsx';
