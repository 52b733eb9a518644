import { useCurrentUser } from '../../app/shared/current-user.ts';
import { MySchedules, StaffSchedules } from '../../features/scheduling/index.ts';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['scheduling', 'clinic'] as const;

/**
 * Spec 3 §2.2 MySchedules (/meus-agendamentos): staff of the place load the suppliers' schedules
 * (a supplier their own agenda, the reception every supplier's); others their own bookings.
 */
export function Component() {
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  if (user?.manager && managerToken) return <StaffSchedules ownSupplierId={user.manager.service_supplier_id ?? null} />;
  return <MySchedules />;
}
