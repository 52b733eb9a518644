// Clinic scheduling for patients: choose a professional, book a free time, see and change bookings.

export { staffSuppliersQuery } from './api/agenda-calls.ts';
export { ChooseSupplier } from './components/choose-supplier.tsx';
export { MySchedule } from './components/my-schedule.tsx';
export { MySchedules } from './components/my-schedules.tsx';
export { type BookableService, type BookChoice, ScheduleService } from './components/schedule-service.tsx';
export { StaffSchedules } from './components/staff-schedules.tsx';
export { SupplierAppointments, slotChildOf } from './components/supplier-appointments.tsx';
