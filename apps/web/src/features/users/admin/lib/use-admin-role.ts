import type { StaffRole } from '@app/domain/users/staff-roles';
import { useCurrentUser } from '../../../../app/shared/current-user.ts';

export type AdminRole = {
  /** Staff of the current place (manager, supplier or owner). */
  isStaff: boolean;
  isOwner: boolean;
  supplierId: string | null;
  /** What the back office shows (decision 068): an owner counts as a manager. */
  staffRole: StaffRole;
};

/**
 * The signed-in person's role at the current place, from the session's manager state (readuserinfo
 * with the manager token). Screens use it to show owner-only parts; the server enforces them anyway.
 */
export function useAdminRole(): AdminRole {
  const manager = useCurrentUser()?.manager ?? null;
  const isOwner = manager?.owner ?? false;
  return {
    isStaff: Boolean(manager),
    isOwner,
    supplierId: manager?.service_supplier_id ?? null,
    staffRole: isOwner ? 'manager' : (manager?.role ?? 'manager'),
  };
}
