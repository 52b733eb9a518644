// Clinic scheduling for patients: choose a professional, book a free time, see and change bookings.
export { ChooseSupplier } from './components/choose-supplier.tsx';
export { MySchedules } from './components/my-schedules.tsx';
export { type BookableService, type BookChoice, ScheduleService } from './components/schedule-service.tsx';
