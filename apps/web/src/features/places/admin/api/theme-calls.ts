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

/** Reads a picked file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Uploads a logo or banner; answers the stored picture's URL (the theme is saved separately). */
export async function uploadThemeImage(kind: 'logo' | 'banner', file: File): Promise<string> {
  const data = await readAsDataUrl(file);
  return (await api.call('admin/settings/theme/upload', { kind, data })).url;
}
