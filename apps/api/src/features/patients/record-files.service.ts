import type { CallInput, CallResult } from '@app/domain';
import { auditRoleOf } from '@app/domain/patients/rules';
import type { PrivateStoragePort } from '../../integrations/storage/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { FileLinks } from './file-links.ts';
import type { PatientAccess } from './patient-access.ts';
import type { PatientFilesRepo } from './patient-files.repo.ts';
import type { PatientsRepo } from './patients.repo.ts';
import { recordJson, recordPdf } from './record-export.ts';

export type ServedFile = { bytes: Uint8Array; contentType: string; fileName: string };

/**
 * The record's export (decision 163) and what a signed URL opens (decision 161). A link is
 * checked (signature, expiry), then the read is audited as the person it was minted for, from the
 * IP that opens it, before a byte is sent; a file hidden since the link was minted is not served.
 */
export function createRecordFilesService(deps: {
  access: PatientAccess;
  patients: PatientsRepo;
  files: PatientFilesRepo;
  storage: PrivateStoragePort;
  links: FileLinks;
}) {
  const { access, links } = deps;
  const repos = { patients: deps.patients, files: deps.files };

  return {
    async exportRecord(actor: Actor, input: CallInput<'patients/export'>): Promise<CallResult<'patients/export'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        await access.audit(tx, actor, patient.id, 'record.export', 'json');
        const record = await recordJson(tx, repos, placeId, patient, new Date());
        const manager = actor.manager;
        const link = links.mint({
          kind: 'export',
          id: patient.id,
          placeId,
          patientId: patient.id,
          userId: actor.user?.userId ?? manager?.userId ?? null,
          name: actor.user?.record.username ?? null,
          role: auditRoleOf(manager),
          supplierId: manager?.supplierId ?? null,
          via: null,
        });
        return { record, pdf_url: link.url, expires_at: link.expiresAt.toISOString() };
      });
    },

    /** The bytes behind a signed link, or null (bad, expired or tampered link, hidden or missing file). */
    async open(token: string, ip: string): Promise<ServedFile | null> {
      const claims = links.verify(token);
      if (!claims) return null;
      const auditRow = (action: 'file.download' | 'photo.download' | 'record.export', target: string) => ({
        placeId: claims.placeId,
        patientId: claims.patientId,
        actorUserId: claims.userId,
        actorName: claims.name,
        role: claims.role,
        supplierId: claims.supplierId,
        action,
        target,
        ip: ip || null,
      });
      return deps.access.inPlace(claims.placeId, async (tx) => {
        if (claims.kind === 'export') {
          const patient = await deps.patients.find(tx, claims.placeId, claims.id);
          if (!patient) return null;
          await deps.patients.addAudit(tx, [auditRow('record.export', 'pdf')]);
          const record = await recordJson(tx, repos, claims.placeId, patient, new Date());
          const pdf = await recordPdf(record, await deps.files.placeName(tx, claims.placeId));
          return { bytes: pdf, contentType: 'application/pdf', fileName: 'prontuario.pdf' };
        }
        const file = await deps.files.file(tx, claims.placeId, claims.id);
        if (!file || file.hiddenAt || file.patientId !== claims.patientId) return null;
        const target = claims.via ? `file:${file.id} via ${claims.via}` : `file:${file.id}`;
        await deps.patients.addAudit(tx, [
          auditRow(file.kind === 'photo' ? 'photo.download' : 'file.download', target),
        ]);
        const bytes = await deps.storage.get(file.storageKey);
        if (!bytes) return null;
        const extension = file.contentType === 'application/pdf' ? 'pdf' : 'webp';
        return { bytes, contentType: file.contentType, fileName: `arquivo.${extension}` };
      });
    },
  };
}
export type RecordFilesService = ReturnType<typeof createRecordFilesService>;
