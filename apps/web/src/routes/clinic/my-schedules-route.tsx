import { MySchedules } from '../../features/scheduling/index.ts';

export const namespaces = ['scheduling'] as const;

/** Spec 3 §2.2 MySchedules (/meus-agendamentos): the patient's own bookings. */
export const Component = MySchedules;
