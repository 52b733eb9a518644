import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { currentAnamnesisForm } from '@app/domain/patients/anamnesis-form';
import {
  linkStateOf,
  type PatientLinkKind,
  patientLinkPath,
  whatsappShareUrl,
} from '@app/domain/patients/patient-links-rules';
import type { PatientLinkInfo } from '@app/domain/patients/patient-links-schemas';
import { toWirePhone } from '@app/domain/users/rules';
import type { SmsPort } from '../../integrations/sms/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { guardRate, type RateLimiter } from '../../platform/rate-limit.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { hashToken } from '../../platform/tokens.ts';
import { assertAnswers, saveAnamnesis } from './anamnesis.service.ts';
import { guardedDatabase, patientAuditOf, staffOf, visiblePatientOf } from './patient-access.ts';
import { linkText } from './patient-links.messages.ts';
import type { PatientLinkData, PatientLinksRepo } from './patient-links.repo.ts';
import type { PatientData, PatientsRepo, PatientValues } from './patients.repo.ts';
import { columnsOf, definedOnly } from './patients.service.ts';
import { patientView } from './patients-views.ts';

/** Wrong hashes per address; submissions per link (a form corrected after refusals). */
const LIMITS = { wrongPerIp: 20, submitsPerLink: 10, window: 15 * 60 };

function linkInfo(link: PatientLinkData, now: Date): PatientLinkInfo {
  return {
    _id: link.id,
    kind: link.kind as PatientLinkKind,
    patient_id: link.patientId,
    state: linkStateOf(link, now),
    expires_at: link.expiresAt.toISOString(),
    used_at: link.usedAt?.toISOString() ?? null,
    revoked_at: link.revokedAt?.toISOString() ?? null,
    created_by: link.createdByName,
    created_at: link.createdAt.toISOString(),
  };
}

const brDay = (at: Date) => at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * Forms patients fill in from a link (spec 2 §4 'Patient forms by link'; decision 166). The secret
 * is 24 random bytes, kept only as its SHA-256; a link is bound to its place and to one patient (or
 * to "a new patient"), lives 7 days by default, can be revoked, and takes one submission: marking
 * it used happens in the submission's transaction, so two racing submissions save once.
 */
export function createPatientLinksService(deps: {
  database: Database;
  patients: PatientsRepo;
  links: PatientLinksRepo;
  limiter: RateLimiter;
  sms: SmsPort;
  publicUrl?: string;
  clock?: () => Date;
}) {
  const { patients: repo, links } = deps;
  const database = guardedDatabase(deps.database);
  const audit = patientAuditOf(repo);
  const now = deps.clock ?? (() => new Date());
  /** Through a link the actor is its holder: no session's person is written as the author. */
  const holder = (actor: Actor): Actor => ({ ...actor, user: null, manager: null });

  const refusal = (actor: Actor, state: 'invalid' | 'used' | 'expired' | 'revoked') => {
    if (state === 'invalid') return new AppError('link_invalid', linkText(actor, 'invalid'), 404);
    const code = state === 'used' ? 'link_used' : state === 'expired' ? 'link_expired' : 'link_revoked';
    return new AppError(code, linkText(actor, state), 410);
  };

  /** The open link of `kind` with this secret at the request's place, or the reason it is not. */
  async function openLink(actor: Actor, hash: string, kind: PatientLinkKind) {
    const placeId = placeOf(actor).id;
    // Read in its own transaction: the limiter counts outside it (a refusal rolls back).
    const link = await database.inPlace(placeId, (tx) => links.linkByHash(tx, placeId, hashToken(hash)));
    if (!link || link.kind !== kind) {
      await guardRate(deps.limiter, actor, [
        { key: `patient-link:ip:${actor.ip}`, limit: LIMITS.wrongPerIp, window: LIMITS.window },
      ]);
      throw refusal(actor, 'invalid');
    }
    const state = linkStateOf(link, now());
    if (state !== 'open') throw refusal(actor, state);
    return link;
  }

  /** Marks the link used (once); a lost race answers as a used link. */
  async function use(tx: Tx, actor: Actor, link: PatientLinkData, patientId?: string) {
    const used = await links.useLink(tx, link.id, now(), patientId);
    if (!used) throw refusal(actor, 'used');
  }

  async function submitGuard(actor: Actor, link: PatientLinkData) {
    await guardRate(deps.limiter, actor, [
      { key: `patient-link:submit:${link.id}`, limit: LIMITS.submitsPerLink, window: LIMITS.window },
    ]);
  }

  /** A CPF taken by a racing registration answers as a taken CPF, not as a failure. */
  const cpfRace = (actor: Actor) => (error: unknown) => {
    if (isUniqueViolation(error, 'patients_place_cpf')) {
      throw new AppError('patient_exists', linkText(actor, 'cpfTaken'), 409, { extra: { field: 'cpf' } });
    }
    throw error;
  };

  async function cpfFree(tx: Tx, actor: Actor, placeId: string, cpf: string | null | undefined, self: string | null) {
    if (!cpf) return;
    const other = await repo.findByCpf(tx, placeId, cpf);
    if (other && other.id !== self) {
      throw new AppError('patient_exists', linkText(actor, 'cpfTaken'), 409, { extra: { field: 'cpf' } });
    }
  }

  async function create(
    actor: Actor,
    kind: PatientLinkKind,
    input: CallInput<'patient-link/create'>,
  ): Promise<CallResult<'patient-link/create'>> {
    const manager = staffOf(actor);
    const place = placeOf(actor);
    const secret = randomBytes(24).toString('base64url');
    const at = now();
    const made = await database.inPlace(place.id, async (tx) => {
      const patient: PatientData | null = input.patient_id
        ? await visiblePatientOf(repo, tx, actor, input.patient_id)
        : null;
      const phone = input.phone ?? patient?.phone ?? null;
      if (input.send_sms && !phone) throw invalidField('phone', linkText(actor, 'noPhone'));
      const link = await links.insertLink(tx, {
        placeId: place.id,
        kind,
        patientId: patient?.id ?? null,
        hash: hashToken(secret),
        // A new patient registered by link joins the professional who sent it (decision 135).
        supplierId: !manager.isOwner && manager.supplierId ? manager.supplierId : null,
        expiresAt: new Date(at.getTime() + input.days * 86_400_000),
        createdByUserId: manager.userId,
        createdByName: actor.user?.record.username ?? null,
      });
      if (patient) await audit(tx, actor, patient.id, 'link.create', `link:${link.id}:${kind}`);
      return { link, phone, placeName: await links.placeName(tx, place.id) };
    });
    const url = `${deps.publicUrl ?? ''}/p/${place.slug}/${patientLinkPath(kind, secret)}`;
    const key = kind === 'anamnesis' ? 'anamnesisMessage' : input.patient_id ? 'patientMessage' : 'newPatientMessage';
    const message = linkText(actor, key, { place: made.placeName, url, until: brDay(made.link.expiresAt) });
    let smsSent = false;
    if (input.send_sms && made.phone) {
      await deps.sms.send(toWirePhone(made.phone) ?? `55${made.phone}`, message);
      smsSent = true;
    }
    return {
      link: linkInfo(made.link, at),
      url,
      message,
      whatsapp_url: whatsappShareUrl(message, made.phone),
      sms_sent: smsSent,
    };
  }

  return {
    createPatientLink: (actor: Actor, input: CallInput<'patient-link/create'>) => create(actor, 'patient', input),
    createAnamnesisLink: (actor: Actor, input: CallInput<'anamnesis-link/create'>) => create(actor, 'anamnesis', input),

    async getPatientLink(actor: Actor, input: CallInput<'patient-link/get'>): Promise<CallResult<'patient-link/get'>> {
      const placeId = placeOf(actor).id;
      const link = await openLink(actor, input.hash, 'patient');
      return database.inPlace(placeId, async (tx) => {
        const patient = link.patientId ? await repo.find(tx, placeId, link.patientId) : null;
        if (patient) await audit(tx, holder(actor), patient.id, 'link.read', `link:${link.id}`);
        let shown = null;
        if (patient) {
          const { _id, user_id, service_supplier_ids, created_at, updated_at, ...fields } = patientView(patient);
          shown = fields;
        }
        return {
          place_name: await links.placeName(tx, placeId),
          mode: link.patientId ? ('update' as const) : ('create' as const),
          expires_at: link.expiresAt.toISOString(),
          patient: shown,
        };
      });
    },

    async getAnamnesisLink(
      actor: Actor,
      input: CallInput<'anamnesis-link/get'>,
    ): Promise<CallResult<'anamnesis-link/get'>> {
      const placeId = placeOf(actor).id;
      const link = await openLink(actor, input.hash, 'anamnesis');
      return database.inPlace(placeId, async (tx) => {
        const patient = link.patientId ? await repo.find(tx, placeId, link.patientId) : null;
        if (!patient) throw refusal(actor, 'invalid');
        await audit(tx, holder(actor), patient.id, 'link.read', `link:${link.id}`);
        return {
          place_name: await links.placeName(tx, placeId),
          first_name: patient.fullName.split(/\s+/)[0] ?? '',
          form_version: currentAnamnesisForm().version,
          expires_at: link.expiresAt.toISOString(),
        };
      });
    },

    async createPatient(
      actor: Actor,
      input: CallInput<'patient-link/create-patient'>,
    ): Promise<CallResult<'patient-link/create-patient'>> {
      const placeId = placeOf(actor).id;
      const link = await openLink(actor, input.hash, 'patient');
      if (link.patientId) throw invalidField('hash', linkText(actor, 'notForNew'));
      await submitGuard(actor, link);
      return database
        .inPlace(placeId, async (tx) => {
          await cpfFree(tx, actor, placeId, input.cpf, null);
          const saved = await repo.insert(tx, placeId, {
            ...(definedOnly(columnsOf(input)) as PatientValues),
            fullName: input.full_name,
            userId: null,
            supplierIds: link.supplierId ? [link.supplierId] : [],
          });
          await use(tx, actor, link, saved.id);
          await audit(tx, holder(actor), saved.id, 'patient.create', `link:${link.id}`);
          return { done: true as const };
        })
        .catch(cpfRace(actor));
    },

    async updatePatient(
      actor: Actor,
      input: CallInput<'patient-link/update-patient'>,
    ): Promise<CallResult<'patient-link/update-patient'>> {
      const placeId = placeOf(actor).id;
      const link = await openLink(actor, input.hash, 'patient');
      const patientId = link.patientId;
      if (!patientId) throw invalidField('hash', linkText(actor, 'onlyForNew'));
      await submitGuard(actor, link);
      return database
        .inPlace(placeId, async (tx) => {
          await cpfFree(tx, actor, placeId, input.cpf, patientId);
          const saved = await repo.update(tx, placeId, patientId, definedOnly(columnsOf(input)));
          await use(tx, actor, link);
          await audit(tx, holder(actor), saved.id, 'patient.update', `link:${link.id}`);
          return { done: true as const };
        })
        .catch(cpfRace(actor));
    },

    async submitAnamnesis(
      actor: Actor,
      input: CallInput<'anamnesis-link/submit'>,
    ): Promise<CallResult<'anamnesis-link/submit'>> {
      const placeId = placeOf(actor).id;
      const link = await openLink(actor, input.hash, 'anamnesis');
      const patientId = link.patientId;
      if (!patientId) throw refusal(actor, 'invalid');
      await submitGuard(actor, link);
      assertAnswers(actor, input.form_version, input.answers);
      return database.inPlace(placeId, async (tx) => {
        const saved = await saveAnamnesis(links, tx, {
          placeId,
          patientId,
          formVersion: input.form_version,
          answers: input.answers,
          filledBy: 'patient',
          authorUserId: null,
          authorName: null,
          linkId: link.id,
        });
        await use(tx, actor, link);
        await audit(tx, holder(actor), patientId, 'anamnesis.create', `anamnesis:${saved.id}`);
        return { done: true as const };
      });
    },

    async list(actor: Actor, input: CallInput<'patient-link/list'>): Promise<CallResult<'patient-link/list'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatientOf(repo, tx, actor, input.patient_id);
        await audit(tx, actor, patient.id, 'link.list');
        const at = now();
        return { links: (await links.linksOf(tx, placeId, patient.id)).map((l) => linkInfo(l, at)) };
      });
    },

    async revoke(actor: Actor, input: CallInput<'patient-link/revoke'>): Promise<CallResult<'patient-link/revoke'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const link = await links.link(tx, placeId, input.id);
        if (!link) throw new AppError('not_found', linkText(actor, 'linkNotFound'), 404);
        if (link.patientId) await visiblePatientOf(repo, tx, actor, link.patientId);
        else if (link.createdByUserId !== staffOf(actor).userId && !staffOf(actor).isOwner) {
          throw new AppError('not_found', linkText(actor, 'linkNotFound'), 404);
        }
        const revoked = await links.revokeLink(tx, placeId, link.id, now());
        if (!revoked) throw new AppError('link_used', linkText(actor, 'notOpen'), 409, { extra: { field: 'id' } });
        if (link.patientId) await audit(tx, actor, link.patientId, 'link.revoke', `link:${link.id}`);
        return { link: linkInfo(revoked, now()) };
      });
    },
  };
}
export type PatientLinksService = ReturnType<typeof createPatientLinksService>;
