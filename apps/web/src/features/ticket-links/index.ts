// The status link printed on order tickets (decision 121).
export { TicketStatus } from './components/ticket-status.tsx';
