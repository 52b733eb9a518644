import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Files, before/after photos, shared results, application plans and the export (decisions 160–163).

export type FileDetail = CallResult<'patients/files/get'>;
export type PhotoDetail = CallResult<'patients/photos/get'>;
export type SharedResult = CallResult<'patients/share/photos/get'>;
export type ApplicationPlan = CallResult<'patients/application-plan/get'>['plans'][number];

export const uploadFile = (body: CallBody<'patients/files/upload'>) => api.call('patients/files/upload', body);
export const hideFile = (file_id: string, reason: string) => api.call('patients/files/delete', { file_id, reason });
export const uploadPhotos = (body: CallBody<'patients/photos/upload'>) => api.call('patients/photos/upload', body);
export const hidePhotos = (photo_id: string, reason: string) =>
  api.call('patients/photos/delete', { photo_id, reason });
export const sharePhotos = (body: CallBody<'patients/share/photos/create'>) =>
  api.call('patients/share/photos/create', body);
export const revokeShare = (_id: string) => api.call('patients/share/photos/revoke', { _id });
export const createPlan = (body: CallBody<'patients/application-plan/create'>) =>
  api.call('patients/application-plan/create', body);
export const hidePlan = (_id: string, reason: string) => api.call('patients/application-plan/delete', { _id, reason });
export const setPlanSession = (body: CallBody<'patients/application-plan/session'>) =>
  api.call('patients/application-plan/session', body);
export const exportRecord = (patient_id: string) => api.call('patients/export', { patient_id });

// Reads mint signed URLs that work for 5 minutes: never served from a stale cache.
export const fileQuery = (id: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/files/get', id, managerToken],
    queryFn: () => api.call('patients/files/get', { file_id: id }),
    staleTime: 0,
    gcTime: 0,
    // Each read is audited and mints new links: only when the screen opens, not on every focus.
    refetchOnWindowFocus: false,
  });
export const photoQuery = (id: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/photos/get', id, managerToken],
    queryFn: () => api.call('patients/photos/get', { photo_id: id }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
export const plansQuery = (patientId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/application-plan/get', patientId, managerToken],
    queryFn: () => api.call('patients/application-plan/get', { patient_id: patientId }),
    staleTime: 0,
  });
export const sharedResultQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['patients/share/photos/get', shareId],
    queryFn: () => api.call('patients/share/photos/get', { share_id: shareId }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** A chosen file as base64 (the upload calls carry it in JSON, as the catalogue's photos). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
