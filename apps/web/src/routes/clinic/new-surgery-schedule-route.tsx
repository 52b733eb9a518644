import { Component as Screen, namespaces as screenNamespaces } from './new-surgery-route.tsx';
import { InScheduleContext } from './patient-schedule-context.tsx';

export const namespaces = screenNamespaces;

/** Spec 3 §2.2 NewSurgerySchedule: NewSurgery in the schedule context, opened from a booking of the agenda. */
export function Component() {
  return (
    <InScheduleContext>
      <Screen />
    </InScheduleContext>
  );
}
