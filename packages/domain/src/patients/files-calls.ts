import { defineCalls } from '../contract-types.ts';
import { patientFilesRoutes } from './files-routes.ts';
import { PATIENT_FILE_MAX_BASE64 } from './files-rules.ts';
import {
  ExportBody,
  ExportResponse,
  FileResponse,
  FilesDeleteBody,
  FilesGetBody,
  FilesGetResponse,
  FilesUploadBody,
  PhotoResponse,
  PhotosDeleteBody,
  PhotosGetBody,
  PhotosGetResponse,
  PhotosUploadBody,
  PlanCreateBody,
  PlanDeleteBody,
  PlanGetBody,
  PlanGetResponse,
  PlanResponse,
  PlanSessionBody,
  SharePhotosCreateBody,
  SharePhotosCreateResponse,
  SharePhotosGetBody,
  SharePhotosGetResponse,
  SharePhotosRevokeBody,
  SharePhotosRevokeResponse,
} from './files-schemas.ts';

const TOO_LARGE = 'Arquivo muito grande: envie até 10 MB.';

export const patientFilesCalls = defineCalls(patientFilesRoutes, {
  'patients/files/upload': {
    summary: 'Stores a PDF or image (at most 10 MB, base64) in the patient record, privately. Audited.',
    body: FilesUploadBody,
    response: FileResponse,
    bodyLimit: PATIENT_FILE_MAX_BASE64 + 8192,
    tooLarge: { field: 'data', message: TOO_LARGE },
  },
  'patients/files/get': {
    summary: 'One file of the record with a signed URL that works for 5 minutes. Audited.',
    body: FilesGetBody,
    response: FilesGetResponse,
  },
  'patients/files/delete': {
    summary: 'Hides a file with a reason; it is kept (never deleted) and stays in the audit.',
    body: FilesDeleteBody,
    response: FileResponse,
  },
  'patients/photos/upload': {
    summary: 'Stores a before/after pair (procedure, region, date), resized, privately. Audited.',
    body: PhotosUploadBody,
    response: PhotoResponse,
    bodyLimit: 2 * PATIENT_FILE_MAX_BASE64 + 8192,
    tooLarge: { field: 'before', message: TOO_LARGE },
  },
  'patients/photos/get': {
    summary: 'One before/after pair with signed URLs, the image consent and its shares. Audited.',
    body: PhotosGetBody,
    response: PhotosGetResponse,
  },
  'patients/photos/delete': {
    summary: 'Hides a before/after pair with a reason (its shares stop working); kept and audited.',
    body: PhotosDeleteBody,
    response: PhotoResponse,
  },
  'patients/share/photos/create': {
    summary: "Shares a before/after result by link (7 days by default); needs the patient's image consent.",
    body: SharePhotosCreateBody,
    response: SharePhotosCreateResponse,
  },
  'patients/share/photos/get': {
    summary: 'The shared result behind a link, while it is valid, not revoked and consented. Audited.',
    body: SharePhotosGetBody,
    response: SharePhotosGetResponse,
  },
  'patients/share/photos/revoke': {
    summary: 'Ends a shared result link now. Audited.',
    body: SharePhotosRevokeBody,
    response: SharePhotosRevokeResponse,
  },
  'patients/application-plan/create': {
    summary: 'Creates an application plan: product, sessions, interval and start; one status per session.',
    body: PlanCreateBody,
    response: PlanResponse,
  },
  'patients/application-plan/get': {
    summary: "The patient's application plans (detailed: hidden ones too), filtered by status. Audited.",
    body: PlanGetBody,
    response: PlanGetResponse,
  },
  'patients/application-plan/delete': {
    summary: 'Hides an application plan with a reason; kept and audited.',
    body: PlanDeleteBody,
    response: PlanResponse,
  },
  'patients/application-plan/session': {
    summary: 'Marks one session of a plan as scheduled, done, missed or cancelled. Audited.',
    body: PlanSessionBody,
    response: PlanResponse,
  },
  'patients/export': {
    summary: "The patient's whole record as JSON and as one PDF (signed URL): portability. Audited.",
    body: ExportBody,
    response: ExportResponse,
  },
});
