import type { Handlers } from '../../platform/http.ts';
import type { ApplicationPlansService } from './application-plans.service.ts';
import type { PatientFilesService } from './patient-files.service.ts';
import type { PhotoSharesService } from './photo-shares.service.ts';
import type { RecordFilesService } from './record-files.service.ts';

type PatientFilesCalls =
  | 'patients/files/upload'
  | 'patients/files/get'
  | 'patients/files/delete'
  | 'patients/photos/upload'
  | 'patients/photos/get'
  | 'patients/photos/delete'
  | 'patients/share/photos/create'
  | 'patients/share/photos/get'
  | 'patients/share/photos/revoke'
  | 'patients/application-plan/create'
  | 'patients/application-plan/get'
  | 'patients/application-plan/delete'
  | 'patients/application-plan/session'
  | 'patients/export';

export function patientFilesRoutes(s: {
  files: PatientFilesService;
  shares: PhotoSharesService;
  plans: ApplicationPlansService;
  recordFiles: RecordFilesService;
}): Pick<Handlers, PatientFilesCalls> {
  return {
    'patients/files/upload': s.files.uploadFile,
    'patients/files/get': s.files.getFile,
    'patients/files/delete': s.files.hideFile,
    'patients/photos/upload': s.files.uploadPhotos,
    'patients/photos/get': s.files.getPhotos,
    'patients/photos/delete': s.files.hidePhotos,
    'patients/share/photos/create': s.shares.create,
    'patients/share/photos/get': s.shares.get,
    'patients/share/photos/revoke': s.shares.revoke,
    'patients/application-plan/create': s.plans.create,
    'patients/application-plan/get': s.plans.list,
    'patients/application-plan/delete': s.plans.hide,
    'patients/application-plan/session': s.plans.setSession,
    'patients/export': s.recordFiles.exportRecord,
  };
}
