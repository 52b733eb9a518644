import { ScheduleService } from '../../features/scheduling/index.ts';

export const namespaces = ['scheduling'] as const;

/** Spec 3 §2.2 ScheduleService (/agendar/{id}): a supplier's free times and the booking. */
export const Component = ScheduleService;
