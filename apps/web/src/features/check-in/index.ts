// Hotel check-in (decision 105): the guest's check-in on their room's account, and its printout.
export { CheckInByRoom, CheckInOfAccount } from './components/check-in-screen.tsx';
