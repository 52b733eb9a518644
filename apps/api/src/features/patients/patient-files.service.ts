import type { CallInput, CallResult } from '@app/domain';
import { auditRoleOf } from '@app/domain/patients/rules';
import type { PrivateStoragePort } from '../../integrations/storage/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { FileLinks } from './file-links.ts';
import type { PatientAccess } from './patient-access.ts';
import { storeBlob } from './patient-blobs.ts';
import { patientFilesText } from './patient-files.messages.ts';
import type { FileData, PatientFilesRepo, PhotoData } from './patient-files.repo.ts';
import { fileView, photoView, shareView } from './patient-files-views.ts';
import type { PatientData } from './patients.repo.ts';

export type PatientFilesDeps = {
  access: PatientAccess;
  files: PatientFilesRepo;
  storage: PrivateStoragePort;
  links: FileLinks;
};

/** A signed link to one stored blob, minted for the caller (decision 161). */
export function linkFor(links: FileLinks, actor: Actor, blob: FileData, via: string | null = null) {
  const manager = actor.manager;
  return links.mint({
    kind: 'file',
    id: blob.id,
    placeId: blob.placeId,
    patientId: blob.patientId,
    userId: actor.user?.userId ?? manager?.userId ?? null,
    name: actor.user?.record.username ?? null,
    role: auditRoleOf(manager),
    supplierId: manager?.supplierId ?? null,
    via,
  });
}

/**
 * The record's files and before/after photos (spec 2 §3; decisions 160–161): stored privately,
 * read through signed short-lived URLs minted per audited read, hidden with a reason instead of
 * deleted. Every call writes its audit row in its own transaction.
 */
export function createPatientFilesService(deps: PatientFilesDeps) {
  const { access, files: repo, storage, links } = deps;
  const author = (actor: Actor) => ({
    uploadedByUserId: actor.user?.userId ?? actor.manager?.userId ?? null,
    uploadedByName: actor.user?.record.username ?? null,
  });

  /** A file (kind 'file') of a patient the caller may see. */
  async function visibleFile(tx: Tx, actor: Actor, id: string): Promise<{ file: FileData; patient: PatientData }> {
    const file = await repo.file(tx, placeOf(actor).id, id);
    if (file?.kind !== 'file') throw access.refusal(actor, 'fileNotFound');
    const patient = await access.visiblePatient(tx, actor, file.patientId).catch(() => {
      throw access.refusal(actor, 'fileNotFound');
    });
    return { file, patient };
  }

  async function visiblePhoto(tx: Tx, actor: Actor, id: string): Promise<{ photo: PhotoData; patient: PatientData }> {
    const photo = await repo.photo(tx, placeOf(actor).id, id);
    if (!photo) throw access.refusal(actor, 'photoNotFound');
    const patient = await access.visiblePatient(tx, actor, photo.patientId).catch(() => {
      throw access.refusal(actor, 'photoNotFound');
    });
    return { photo, patient };
  }

  async function sidesOf(tx: Tx, placeId: string, photo: PhotoData) {
    const before = await repo.file(tx, placeId, photo.beforeFileId);
    const after = await repo.file(tx, placeId, photo.afterFileId);
    if (!before || !after) throw new Error('a photo pair without its files');
    return { before, after };
  }

  return {
    visiblePhoto,
    sidesOf,

    async uploadFile(
      actor: Actor,
      input: CallInput<'patients/files/upload'>,
    ): Promise<CallResult<'patients/files/upload'>> {
      const placeId = placeOf(actor).id;
      // The patient is checked before the bytes are stored.
      await access.inPlace(placeId, (tx) => access.visiblePatient(tx, actor, input.patient_id));
      const blob = await storeBlob(storage, actor, {
        placeId,
        patientId: input.patient_id,
        data: input.data,
        field: 'data',
      });
      return access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        const saved = await repo.insertFile(tx, {
          placeId,
          patientId: patient.id,
          kind: 'file',
          name: input.name,
          description: input.description ?? null,
          contentType: blob.contentType,
          size: blob.size,
          sha256: blob.sha256,
          storageKey: blob.key,
          ...author(actor),
        });
        await access.audit(tx, actor, patient.id, 'file.upload', `file:${saved.id}`);
        return { file: fileView(saved) };
      });
    },

    async getFile(actor: Actor, input: CallInput<'patients/files/get'>): Promise<CallResult<'patients/files/get'>> {
      return access.inPlace(placeOf(actor).id, async (tx) => {
        const { file, patient } = await visibleFile(tx, actor, input.file_id);
        // A hidden file is kept for the record but no longer opened from the app.
        if (file.hiddenAt) throw access.refusal(actor, 'fileNotFound');
        await access.audit(tx, actor, patient.id, 'file.read', `file:${file.id}`);
        const link = linkFor(links, actor, file);
        return { file: fileView(file), url: link.url, expires_at: link.expiresAt.toISOString() };
      });
    },

    async hideFile(
      actor: Actor,
      input: CallInput<'patients/files/delete'>,
    ): Promise<CallResult<'patients/files/delete'>> {
      return access.inPlace(placeOf(actor).id, async (tx) => {
        const { file, patient } = await visibleFile(tx, actor, input.file_id);
        const hidden = await repo.hideFile(tx, file.placeId, file.id, {
          reason: input.reason,
          userId: author(actor).uploadedByUserId,
        });
        if (!hidden) throw new AppError('validation', patientFilesText(actor, 'alreadyHidden'), 409);
        await access.audit(tx, actor, patient.id, 'file.hide', `file:${file.id}`);
        return { file: fileView(hidden) };
      });
    },

    async uploadPhotos(
      actor: Actor,
      input: CallInput<'patients/photos/upload'>,
    ): Promise<CallResult<'patients/photos/upload'>> {
      const placeId = placeOf(actor).id;
      await access.inPlace(placeId, (tx) => access.visiblePatient(tx, actor, input.patient_id));
      const sides = { placeId, patientId: input.patient_id, imageOnly: true };
      const before = await storeBlob(storage, actor, { ...sides, data: input.before, field: 'before' });
      const after = await storeBlob(storage, actor, { ...sides, data: input.after, field: 'after' });
      return access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        const row = (side: 'antes' | 'depois', blob: typeof before) => ({
          placeId,
          patientId: patient.id,
          kind: 'photo',
          name: `${input.procedure} (${side})`,
          description: null,
          contentType: blob.contentType,
          size: blob.size,
          sha256: blob.sha256,
          storageKey: blob.key,
          ...author(actor),
        });
        const beforeFile = await repo.insertFile(tx, row('antes', before));
        const afterFile = await repo.insertFile(tx, row('depois', after));
        const saved = await repo.insertPhoto(tx, {
          placeId,
          patientId: patient.id,
          beforeFileId: beforeFile.id,
          afterFileId: afterFile.id,
          procedure: input.procedure,
          region: input.region,
          day: input.date,
          ...author(actor),
        });
        await access.audit(tx, actor, patient.id, 'photo.upload', `photo:${saved.id}`);
        return { photo: photoView(saved, { before: before.sha256, after: after.sha256 }) };
      });
    },

    async getPhotos(actor: Actor, input: CallInput<'patients/photos/get'>): Promise<CallResult<'patients/photos/get'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const { photo, patient } = await visiblePhoto(tx, actor, input.photo_id);
        if (photo.hiddenAt) throw access.refusal(actor, 'photoNotFound');
        const { before, after } = await sidesOf(tx, placeId, photo);
        await access.audit(tx, actor, patient.id, 'photo.read', `photo:${photo.id}`);
        const b = linkFor(links, actor, before);
        const a = linkFor(links, actor, after);
        return {
          photo: photoView(photo, { before: before.sha256, after: after.sha256 }),
          before_url: b.url,
          after_url: a.url,
          expires_at: b.expiresAt.toISOString(),
          image_consent: await access.consented(tx, placeId, patient.id, 'image'),
          shares: (await repo.shares(tx, placeId, photo.id)).map(shareView),
        };
      });
    },

    async hidePhotos(
      actor: Actor,
      input: CallInput<'patients/photos/delete'>,
    ): Promise<CallResult<'patients/photos/delete'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const { photo, patient } = await visiblePhoto(tx, actor, input.photo_id);
        const hidden = await repo.hidePhoto(tx, placeId, photo.id, {
          reason: input.reason,
          userId: author(actor).uploadedByUserId,
        });
        if (!hidden) throw new AppError('validation', patientFilesText(actor, 'alreadyHidden'), 409);
        const { before, after } = await sidesOf(tx, placeId, photo);
        await access.audit(tx, actor, patient.id, 'photo.hide', `photo:${photo.id}`);
        return { photo: photoView(hidden, { before: before.sha256, after: after.sha256 }) };
      });
    },
  };
}
export type PatientFilesService = ReturnType<typeof createPatientFilesService>;
