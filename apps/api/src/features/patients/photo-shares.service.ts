import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { SHARE_DAYS_DEFAULT } from '@app/domain/patients/files-rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { FileLinks } from './file-links.ts';
import type { PatientAccess } from './patient-access.ts';
import { patientFilesText } from './patient-files.messages.ts';
import type { PatientFilesRepo } from './patient-files.repo.ts';
import { linkFor, type PatientFilesService } from './patient-files.service.ts';
import { shareView } from './patient-files-views.ts';

/**
 * Before/after results shared by link (decision 163): only with the patient's current image
 * consent (CFM 2.336/2023), for 7 days by default, revocable; the link's id is stored hashed, and
 * each anonymous view is audited and mints its own short-lived photo URLs.
 */
export function createPhotoSharesService(deps: {
  access: PatientAccess;
  files: PatientFilesRepo;
  photos: PatientFilesService;
  links: FileLinks;
  now?: () => Date;
}) {
  const { access, files: repo, photos, links } = deps;
  const now = deps.now ?? (() => new Date());
  const consentRefusal = (actor: Actor) =>
    new AppError('consent_required', patientFilesText(actor, 'imageConsentRequired'), 409, {
      extra: { field: 'photo_id' },
    });

  return {
    async create(
      actor: Actor,
      input: CallInput<'patients/share/photos/create'>,
    ): Promise<CallResult<'patients/share/photos/create'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const { photo, patient } = await photos.visiblePhoto(tx, actor, input.photo_id);
        if (photo.patientId !== input.patient_id) throw access.refusal(actor, 'photoNotFound');
        if (photo.hiddenAt) throw new AppError('validation', patientFilesText(actor, 'photoHidden'), 409);
        if (!(await access.consented(tx, placeId, patient.id, 'image'))) throw consentRefusal(actor);
        const token = randomBytes(24).toString('base64url');
        const days = input.days ?? SHARE_DAYS_DEFAULT;
        const saved = await repo.insertShare(tx, {
          placeId,
          patientId: patient.id,
          photoId: photo.id,
          userId: input.user_id ?? patient.userId,
          tokenHash: hashToken(token),
          specialityName: input.speciality_name,
          expiresAt: new Date(now().getTime() + days * 86_400_000),
          revokedAt: null,
          createdByUserId: actor.user?.userId ?? actor.manager?.userId ?? null,
        });
        await access.audit(tx, actor, patient.id, 'share.create', `share:${saved.id}`);
        return { share: shareView(saved), share_id: token };
      });
    },

    async get(
      actor: Actor,
      input: CallInput<'patients/share/photos/get'>,
    ): Promise<CallResult<'patients/share/photos/get'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const gone = () => access.refusal(actor, 'resultNotFound');
        const share = await repo.shareByHash(tx, placeId, hashToken(input.share_id));
        if (!share || share.revokedAt || share.expiresAt <= now()) throw gone();
        const photo = await repo.photo(tx, placeId, share.photoId);
        if (!photo || photo.hiddenAt) throw gone();
        // A consent withdrawn after sharing ends the share too.
        if (!(await access.consented(tx, placeId, share.patientId, 'image'))) throw gone();
        const { before, after } = await photos.sidesOf(tx, placeId, photo);
        await access.audit(tx, actor, share.patientId, 'share.read', `share:${share.id}`);
        const b = linkFor(links, actor, before, `share:${share.id}`);
        const a = linkFor(links, actor, after, `share:${share.id}`);
        return {
          speciality_name: share.specialityName,
          procedure: photo.procedure,
          region: photo.region,
          date: photo.day,
          photo_before_url: b.url,
          photo_later_url: a.url,
          expires_at: share.expiresAt.toISOString(),
        };
      });
    },

    async revoke(
      actor: Actor,
      input: CallInput<'patients/share/photos/revoke'>,
    ): Promise<CallResult<'patients/share/photos/revoke'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const share = await repo.share(tx, placeId, input._id);
        if (!share) throw access.refusal(actor, 'shareNotFound');
        await access.visiblePatient(tx, actor, share.patientId).catch(() => {
          throw access.refusal(actor, 'shareNotFound');
        });
        const revoked = (await repo.revokeShare(tx, placeId, share.id)) ?? share;
        await access.audit(tx, actor, share.patientId, 'share.revoke', `share:${share.id}`);
        return { share: shareView(revoked) };
      });
    },
  };
}
export type PhotoSharesService = ReturnType<typeof createPhotoSharesService>;
