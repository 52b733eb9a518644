import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { BookingPatient } from '../../features/patients/index.ts';
import { MySchedule } from '../../features/scheduling/index.ts';
import { useParams, useSearchParams } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['clinic', 'signatures', 'patients'] as const;

/** Spec 2 §2 MySchedule (/agendamento/{schedule}): one booking, the patient's own or, for staff, any. */
export function Component() {
  const { schedule = '' } = useParams();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const staff = !!user?.manager && !!managerToken;
  return (
    <MySchedule
      key={schedule}
      scheduleId={schedule}
      staff={staff}
      day={params.get('dia')}
      back={pathFor('MySchedules')}
      patientLinks={({ userId, day }) => <BookingPatient userId={userId} schedule={schedule} day={day} />}
    />
  );
}
