import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type AdminSettings = CallResult<'admin/settings/get'>;
export type SettingsUpdate = CallBody<'admin/settings/update'>;

/** Every setting of the place and whether the caller is its owner. */
export function settingsQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'settings', managerToken],
    queryFn: () => api.call('admin/settings/get', {}),
    staleTime: 30_000,
  });
}

export const saveSettings = (body: SettingsUpdate) => api.call('admin/settings/update', body);
