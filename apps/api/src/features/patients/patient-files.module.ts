import type { PrivateStoragePort } from '../../integrations/storage/index.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { Handlers } from '../../platform/http.ts';
import { createApplicationPlansService } from './application-plans.service.ts';
import { createFileLinks } from './file-links.ts';
import { createPatientAccess } from './patient-access.ts';
import { createPatientFilesRepo } from './patient-files.repo.ts';
import { patientFilesRoutes } from './patient-files.routes.ts';
import { createPatientFilesService } from './patient-files.service.ts';
import { fileTimelineItems } from './patient-files-views.ts';
import { createPatientsRepo } from './patients.repo.ts';
import { createPhotoSharesService } from './photo-shares.service.ts';
import { createRecordFilesService } from './record-files.service.ts';

/**
 * Files, photos, shared results, plans and the export of the record (decisions 160–163), wired
 * once: their handlers, the service behind signed URLs, and their items of the patient timeline.
 */
export function createPatientFilesModule(deps: {
  database: Database;
  storage: PrivateStoragePort;
  linkSecret: string;
}) {
  const patients = createPatientsRepo();
  const files = createPatientFilesRepo();
  const access = createPatientAccess({ database: deps.database, patients });
  const links = createFileLinks(deps.linkSecret);
  const photos = createPatientFilesService({ access, files, storage: deps.storage, links });
  const shares = createPhotoSharesService({ access, files, photos, links });
  const plans = createApplicationPlansService({ access, files });
  const recordFiles = createRecordFilesService({ access, patients, files, storage: deps.storage, links });
  const handlers = patientFilesRoutes({ files: photos, shares, plans, recordFiles }) satisfies Partial<Handlers>;
  /** The timeline's files, photos and plans of a patient (not hidden ones). */
  const timeline = async (tx: Tx, placeId: string, patientId: string) =>
    fileTimelineItems(
      await files.files(tx, placeId, patientId),
      await files.photos(tx, placeId, patientId),
      await files.plans(tx, placeId, patientId),
    );
  return { handlers, recordFiles, timeline };
}
