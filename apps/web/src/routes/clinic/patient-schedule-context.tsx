import type { ReactNode } from 'react';
import { PatientPathsProvider, schedulePatientPaths } from '../../features/patients/index.ts';
import { useParams } from '../../lib/router.tsx';

/**
 * The patient screens opened from a booking of the agenda (spec 3 §2.2 schedule context): their
 * links stay under /agendamento/{schedule}/{day} and "back" returns to the booking on that day.
 */
export function InScheduleContext({ children }: { children: ReactNode }) {
  const { schedule = '', day = '' } = useParams();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return <PatientPathsProvider value={schedulePatientPaths(schedule, day)}>{children}</PatientPathsProvider>;
}
