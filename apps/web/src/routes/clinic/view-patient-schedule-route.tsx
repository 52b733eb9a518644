import { InScheduleContext } from './patient-schedule-context.tsx';
import { Component as Screen, namespaces as screenNamespaces } from './view-patient-route.tsx';

export const namespaces = screenNamespaces;

/** Spec 3 §2.2 ViewPatientSchedule: view patient in the schedule context, opened from a booking of the agenda. */
export function Component() {
  return (
    <InScheduleContext>
      <Screen />
    </InScheduleContext>
  );
}
