// The payments list of the counter (decision 120): totals per payment type, cancel and CSV.
export { PaymentList } from './components/payment-list.tsx';
