import type { CallBody, CallResult } from '@app/domain/contract';
import { CRM_EXPORT_URL } from '@app/domain/crm/rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { apiLanguage } from '../../../lib/i18n.ts';
import { browserStore } from '../../../lib/storage.ts';

export type CrmPage = CallResult<'patients/crm'>;
export type CrmPatient = CrmPage['patients'][number];
export type CrmFieldParams = CallResult<'params/crm'>['fields'][number];
export type SavedFilter = CallResult<'crm/filters/list'>['filters'][number];
export type WireFilter = CallBody<'patients/crm'>['filters'] extends (infer F)[] | undefined ? F : never;

/** The answer does not have the shape the screen reads (a proxy page, another version). */
export class UnexpectedShape extends Error {}

export async function searchCrm(filters: WireFilter[], page: number): Promise<CrmPage> {
  const data = await api.call('patients/crm', { hasFilters: filters.length > 0, filters, page, limit: 100 });
  if (!data || !Array.isArray(data.patients) || typeof data.total !== 'number') throw new UnexpectedShape();
  return data;
}

export const crmQuery = (filters: WireFilter[], page: number, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/crm', filters, page, managerToken],
    queryFn: () => searchCrm(filters, page),
    staleTime: 10_000,
    retry: false,
  });
export const crmParamsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['params/crm', managerToken],
    queryFn: () => api.call('params/crm', {}).then((r) => r.fields),
    staleTime: 60_000,
  });
export const savedFiltersQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['crm/filters/list', managerToken],
    queryFn: () => api.call('crm/filters/list', {}).then((r) => r.filters),
  });
export const saveFilter = (name: string, filters: WireFilter[]) =>
  api.call('crm/filters/save', { name, filters }).then((r) => r.filter);
export const deleteFilter = (id: string) => api.call('crm/filters/delete', { id });

export const citiesQuery = (uf: string) =>
  queryOptions({
    queryKey: ['admin/cidadeuf', uf],
    queryFn: () => api.call('admin/cidadeuf', { uf_id: uf }).then((r) => r.cities),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: uf !== '',
  });
export const districtsQuery = (cityId: string) =>
  queryOptions({
    queryKey: ['getcitydistrict', cityId],
    queryFn: () => api.call('getcitydistrict', { cidade_id: cityId }).then((r) => r.districts),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: cityId !== '',
    retry: false,
  });

export type ExportProgress = { total: number; rows: number; bytes: number };

/**
 * Streams the whole filtered list (CSV or XLSX) with fetch, reporting rows as they arrive (CSV: one
 * per line; XLSX is compressed, so only bytes), then hands the file to the browser.
 */
export async function exportCrm(
  format: 'csv' | 'xlsx',
  filters: WireFilter[],
  onProgress: (p: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const { token, managerToken } = browserStore.getState();
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': apiLanguage() };
  if (basePath.place) headers['x-place-id'] = basePath.place;
  if (token) headers.authorization = `Bearer ${token}`;
  if (managerToken) headers['x-manager-token'] = managerToken;
  const response = await fetch(CRM_EXPORT_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ format, filters }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? '');
  }
  const total = Number(response.headers.get('x-total-count') ?? '0');
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `pacientes.${format}`;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let rows = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    if (format === 'csv') for (const byte of value) if (byte === 10) rows++;
    // The CSV's first line is the header.
    onProgress({ total, rows: Math.max(0, Math.min(total, rows - 1)), bytes });
  }
  const type =
    format === 'csv' ? 'text/csv;charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return { blob: new Blob(parts as BlobPart[], { type }), filename };
}
