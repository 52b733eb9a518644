import type { CallResult } from '@app/domain/contract';
import type { StaffRole } from '@app/domain/users/staff-roles';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type TeamList = CallResult<'team/list'>;
export type TeamMember = TeamList['members'][number];

export function teamQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'team', managerToken],
    queryFn: () => api.call('team/list', {}),
    enabled: Boolean(managerToken),
  });
}

export const inviteManager = (phone: string, role: StaffRole = 'manager') => api.call('team/invite', { phone, role });
export const changeRole = (member_id: string, role: StaffRole) => api.call('team/role', { member_id, role });
export const cancelInvitation = (invitation_id: string) => api.call('team/uninvite', { invitation_id });
export const removeManager = (member_id: string) => api.call('team/remove', { member_id });
export const linkSupplier = (member_id: string, service_supplier_id: string | null) =>
  api.call('team/supplier', { member_id, service_supplier_id });

/** A team mutation that re-reads the list when it settles. */
export function useTeamMutation<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'team'] }),
  });
}
