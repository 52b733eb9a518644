import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type ThemeAnswer = CallResult<'admin/settings/theme'>;
export type ThemeBody = CallBody<'admin/settings/theme'>;

export function themeQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'theme', managerToken],
    queryFn: () => api.call('admin/settings/theme/get', {}),
    staleTime: 30_000,
  });
}

export const saveTheme = (body: ThemeBody) => api.call('admin/settings/theme', body);
