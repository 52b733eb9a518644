import type { CallInput, CallResult } from '@app/domain';
import {
  AUDIT_PAGE_SIZE,
  CONSENT_TEXT_VERSION,
  inScope,
  MY_AUDIT_PAGE_SIZE,
  PATIENT_PAGE_SIZE,
  type PatientScope,
  patientScopeOf,
  readsClinical,
} from '@app/domain/patients/rules';
import type { PatientFields, TimelineItem } from '@app/domain/patients/schemas';
import { type Actor, type ManagerSession, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { patientAuditOf } from './patient-access.ts';
import { patientText } from './patients.messages.ts';
import type { PatientData, PatientsRepo, PatientValues } from './patients.repo.ts';
import {
  auditView,
  consentView,
  myAuditView,
  patientSummary,
  patientView,
  recordView,
  timelineOf,
} from './patients-views.ts';
import { createRecordItemsRepo, type RecordItemsRepo } from './record-items.repo.ts';
import { procedureTimeline, surgeryTimeline } from './record-items-views.ts';

export type TimelineSource = (tx: Tx, placeId: string, patientId: string) => Promise<TimelineItem[]>;

/** The staff session of a manager-level call (the platform has checked the level). */
function staffOf(actor: Actor): ManagerSession {
  if (!actor.manager) throw accessDenied();
  return actor.manager;
}

/** The form's fields as columns; undefined leaves a column as it is (update), null clears it. */
export function columnsOf(input: PatientFields): Partial<PatientValues> {
  const social = input.social_links
    ? Object.fromEntries(Object.entries(input.social_links).filter((e): e is [string, string] => Boolean(e[1])))
    : undefined;
  const hasDied = input.has_died;
  return {
    fullName: input.full_name,
    surname: input.surname,
    partnerName: input.partner_name,
    fatherName: input.father_name,
    motherName: input.mother_name,
    maritalStatus: input.marital_status,
    bloodType: input.blood_type,
    hasChildren: input.has_children,
    hasDied,
    // A date of death only for someone who died.
    deathDate: hasDied === false ? null : input.death_date,
    observations: input.observations,
    responsibleName: input.responsible_name,
    responsiblePhone: input.responsible_phone,
    email: input.email,
    socialLinks: social,
    phone: input.phone,
    birthdate: input.birthdate,
    cpf: input.cpf,
    gender: input.gender,
    occupation: input.occupation,
  };
}

export const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Patients, their consents and the signed clinical record (spec 2 §3–§7; decisions 135–139).
 * Every read and write of a patient's data writes who, as what, from where and what it touched in
 * the append-only audit, inside the same transaction as the read or write.
 */
export function createPatientsService(deps: {
  database: Database;
  patients: PatientsRepo;
  /** More kinds of timeline items (files, photos, plans...), each read in the same transaction. */
  timelineSources?: TimelineSource[];
  recordItems?: RecordItemsRepo;
}) {
  const { patients: repo } = deps;
  const recordItems = deps.recordItems ?? createRecordItemsRepo();
  // A failed query's text carries its parameters (a name, a CPF): what reaches the log keeps only
  // the database's error code. Refusals and the unique violations the service translates pass.
  const database = {
    inPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return deps.database.inPlace(placeId, fn).catch((error: unknown) => {
        if (error instanceof AppError || isUniqueViolation(error, 'patients_place_cpf')) throw error;
        if (isUniqueViolation(error, 'patients_place_user')) throw error;
        const e = error as { code?: string; cause?: { code?: string } };
        throw new Error(`patient data query failed (${e?.cause?.code ?? e?.code ?? 'unknown'})`);
      });
    },
  };

  const notFound = (actor: Actor) => new AppError('not_found', patientText(actor, 'patientNotFound'), 404);
  const recordNotFound = (actor: Actor) => new AppError('not_found', patientText(actor, 'recordNotFound'), 404);

  const audit = patientAuditOf(repo);

  const scopeOf = (actor: Actor, request?: Parameters<typeof patientScopeOf>[1]): PatientScope =>
    patientScopeOf(staffOf(actor), request);

  /** A patient the caller may see (others answer 'not found', as if they did not exist). */
  async function visiblePatient(tx: Tx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
    const found = await repo.find(tx, placeOf(actor).id, id, opts);
    if (!found || !inScope(scopeOf(actor), found.supplierIds)) throw notFound(actor);
    return found;
  }

  /** The supplier ids a patient is linked to after a save by this caller. */
  async function linksFor(tx: Tx, actor: Actor, asked: string[] | undefined, current: string[]): Promise<string[]> {
    const manager = staffOf(actor);
    // A professional (not the owner) links only themselves; the reception and the owner choose.
    if (!manager.isOwner && manager.supplierId) return [...new Set([...current, manager.supplierId])];
    if (asked === undefined) return current;
    const wanted = [...new Set(asked)];
    const known = new Set(await repo.knownSuppliers(tx, placeOf(actor).id, wanted));
    const unknown = wanted.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidField(`service_supplier_ids.${unknown}`, patientText(actor, 'supplierNotFound'));
    return wanted;
  }

  async function saveOrRefuse<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'patients_place_cpf')) {
        throw new AppError('patient_exists', patientText(actor, 'cpfTaken'), 409, { extra: { field: 'cpf' } });
      }
      if (isUniqueViolation(error, 'patients_place_user')) {
        throw new AppError('patient_exists', patientText(actor, 'userTaken'), 409, { extra: { field: 'user_id' } });
      }
      throw error;
    }
  }

  /** A CPF already used by a patient the caller cannot see answers without naming them. */
  async function assertCpfFree(tx: Tx, actor: Actor, cpf: string | null | undefined, self: string | null) {
    if (!cpf) return;
    const other = await repo.findByCpf(tx, placeOf(actor).id, cpf);
    if (!other || other.id === self) return;
    const key = inScope(scopeOf(actor), other.supplierIds) ? 'cpfTaken' : 'cpfTakenElsewhere';
    throw new AppError('patient_exists', patientText(actor, key), 409, { extra: { field: 'cpf' } });
  }

  /** Consultations and every other source's items, newest first. */
  async function timelineWith(tx: Tx, placeId: string, patientId: string): Promise<TimelineItem[]> {
    const items: TimelineItem[] = [
      ...timelineOf(await repo.records(tx, placeId, patientId)),
      ...surgeryTimeline(await recordItems.surgeries(tx, placeId, patientId)),
      ...procedureTimeline(await recordItems.procedures(tx, placeId, patientId)),
    ];
    for (const source of deps.timelineSources ?? []) items.push(...(await source(tx, placeId, patientId)));
    return items.sort((a, b) => `${b.date} ${b.hour}`.localeCompare(`${a.date} ${a.hour}`));
  }

  async function detailsOf(tx: Tx, actor: Actor, patient: PatientData) {
    const placeId = placeOf(actor).id;
    const clinical = readsClinical(staffOf(actor));
    return {
      consents: (await repo.consents(tx, placeId, patient.id)).map(consentView),
      timeline: clinical ? await timelineWith(tx, placeId, patient.id) : [],
    };
  }

  return {
    async get(actor: Actor, input: CallInput<'patients/get'>): Promise<CallResult<'patients/get'>> {
      return database.inPlace(placeOf(actor).id, async (tx) => {
        const patient = await visiblePatient(tx, actor, input.id);
        await audit(tx, actor, [patient.id], 'patient.read', input.detailed ? 'detailed' : null);
        const details = input.detailed ? await detailsOf(tx, actor, patient) : {};
        return { patient: patientView(patient), ...details, reads_clinical: readsClinical(staffOf(actor)) };
      });
    },

    async byCpf(actor: Actor, input: CallInput<'patients/cpf'>): Promise<CallResult<'patients/cpf'>> {
      return database.inPlace(placeOf(actor).id, async (tx) => {
        const found = await repo.findByCpf(tx, placeOf(actor).id, input.cpf);
        if (!found || !inScope(scopeOf(actor), found.supplierIds)) return { patient: null };
        await audit(tx, actor, [found.id], 'patient.search_cpf');
        return { patient: patientSummary(found) };
      });
    },

    async list(actor: Actor, input: CallInput<'patients/list'>): Promise<CallResult<'patients/list'>> {
      const placeId = placeOf(actor).id;
      const scope = scopeOf(actor, input);
      if (!scope.all && scope.supplierIds.length === 0) return { patients: [], page: input.page, has_more: false };
      return database.inPlace(placeId, async (tx) => {
        const rows = await repo.list(tx, placeId, {
          supplierIds: scope.all ? null : scope.supplierIds,
          search: input.search ?? '',
          limit: PATIENT_PAGE_SIZE + 1,
          offset: (input.page - 1) * PATIENT_PAGE_SIZE,
        });
        const page = rows.slice(0, PATIENT_PAGE_SIZE);
        await audit(
          tx,
          actor,
          page.map((p) => p.id),
          'patient.list',
        );
        return { patients: page.map(patientSummary), page: input.page, has_more: rows.length > PATIENT_PAGE_SIZE };
      });
    },

    async check(actor: Actor, input: CallInput<'patients/check'>): Promise<CallResult<'patients/check'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const user = input.user_id ? await repo.placeUser(tx, placeId, input.user_id) : null;
        if (input.user_id && !user) throw invalidField('user_id', patientText(actor, 'userNotFound'));
        const cpf = input.cpf ?? (user?.cpf || undefined);
        const found =
          (input.user_id ? await repo.findByUser(tx, placeId, input.user_id) : null) ??
          (cpf ? await repo.findByCpf(tx, placeId, cpf) : null);
        if (found) await audit(tx, actor, [found.id], 'patient.check');
        const visible = found && inScope(scopeOf(actor), found.supplierIds) ? found : null;
        return {
          exists: found !== null,
          patient: visible ? patientSummary(visible) : null,
          linked: Boolean(found && input.service_supplier_id && found.supplierIds.includes(input.service_supplier_id)),
          user: user
            ? {
                _id: user.id,
                username: user.username,
                phone: user.phone,
                email: user.email,
                cpf: user.cpf,
                birthdate: user.birthdate,
              }
            : null,
        };
      });
    },

    async create(actor: Actor, input: CallInput<'patients/create'>): Promise<CallResult<'patients/create'>> {
      const placeId = placeOf(actor).id;
      return saveOrRefuse(actor, () =>
        database.inPlace(placeId, async (tx) => {
          if (input.user_id && !(await repo.placeUser(tx, placeId, input.user_id))) {
            throw invalidField('user_id', patientText(actor, 'userNotFound'));
          }
          await assertCpfFree(tx, actor, input.cpf, null);
          const supplierIds = await linksFor(tx, actor, input.service_supplier_ids, []);
          const saved = await repo.insert(tx, placeId, {
            ...(definedOnly(columnsOf(input)) as PatientValues),
            fullName: input.full_name,
            userId: input.user_id ?? null,
            supplierIds,
          });
          await audit(tx, actor, [saved.id], 'patient.create');
          return { patient: patientView(saved) };
        }),
      );
    },

    async update(actor: Actor, input: CallInput<'patients/update'>): Promise<CallResult<'patients/update'>> {
      const placeId = placeOf(actor).id;
      return saveOrRefuse(actor, () =>
        database.inPlace(placeId, async (tx) => {
          const current = await visiblePatient(tx, actor, input.id, { forUpdate: true });
          await assertCpfFree(tx, actor, input.cpf, current.id);
          const supplierIds = await linksFor(tx, actor, input.service_supplier_ids, current.supplierIds);
          const saved = await repo.update(tx, placeId, current.id, { ...definedOnly(columnsOf(input)), supplierIds });
          await audit(tx, actor, [saved.id], 'patient.update');
          return { patient: patientView(saved) };
        }),
      );
    },

    async consent(actor: Actor, input: CallInput<'patients/consent'>): Promise<CallResult<'patients/consent'>> {
      if (input.text_version !== CONSENT_TEXT_VERSION[input.purpose]) {
        throw new AppError('consent_outdated', patientText(actor, 'consentOutdated'), 409, {
          extra: { field: 'text_version' },
        });
      }
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatient(tx, actor, input.patient_id);
        await repo.insertConsent(tx, {
          placeId,
          patientId: patient.id,
          purpose: input.purpose,
          granted: input.granted,
          textVersion: input.text_version,
          recordedByUserId: actor.user?.userId ?? null,
          recordedByName: actor.user?.record.username ?? null,
        });
        await audit(
          tx,
          actor,
          [patient.id],
          'consent.record',
          `${input.purpose}:${input.granted ? 'granted' : 'withdrawn'}`,
        );
        return { consents: (await repo.consents(tx, placeId, patient.id)).map(consentView) };
      });
    },

    async auditOf(actor: Actor, input: CallInput<'patients/audit'>): Promise<CallResult<'patients/audit'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await repo.find(tx, placeId, input.patient_id);
        if (!patient) throw notFound(actor);
        const rows = await repo.audit(tx, placeId, patient.id, AUDIT_PAGE_SIZE + 1, (input.page - 1) * AUDIT_PAGE_SIZE);
        return {
          entries: rows.slice(0, AUDIT_PAGE_SIZE).map(auditView),
          page: input.page,
          has_more: rows.length > AUDIT_PAGE_SIZE,
        };
      });
    },

    /** The signed-in person's own audit as this place's patient (LGPD); nobody else's rows. */
    async myAudit(actor: Actor, input: CallInput<'patients/my-audit'>): Promise<CallResult<'patients/my-audit'>> {
      const placeId = placeOf(actor).id;
      const userId = actor.user?.userId;
      if (!userId) throw accessDenied();
      return database.inPlace(placeId, async (tx) => {
        const patient = await repo.findByUser(tx, placeId, userId);
        if (!patient) return { is_patient: false, entries: [], page: input.page, has_more: false };
        const size = MY_AUDIT_PAGE_SIZE;
        const rows = await repo.audit(tx, placeId, patient.id, size + 1, (input.page - 1) * size);
        return {
          is_patient: true,
          entries: rows.slice(0, size).map(myAuditView),
          page: input.page,
          has_more: rows.length > size,
        };
      });
    },

    async createRecord(actor: Actor, input: CallInput<'record/create'>): Promise<CallResult<'record/create'>> {
      const manager = staffOf(actor);
      // The signature is a professional's: a manager acting as a supplier (decision 138).
      if (!manager.supplierId) {
        throw new AppError('access_denied', patientText(actor, 'onlyProfessionals'), 403, {
          errorType: 'access_denied',
        });
      }
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatient(tx, actor, input.patient_id);
        if (input.addendum_to) {
          const target = await repo.record(tx, placeId, input.addendum_to);
          if (!target) throw invalidField('addendum_to', patientText(actor, 'recordNotFound'));
          if (target.patientId !== patient.id) {
            throw invalidField('addendum_to', patientText(actor, 'addendumOtherPatient'));
          }
        }
        const saved = await repo.insertRecord(tx, {
          placeId,
          patientId: patient.id,
          chiefComplaint: input.chief_complaint,
          presentIllnessHistory: input.present_illness_history,
          progressNotes: input.progress_notes,
          medicalManagement: input.medical_management,
          day: input.date,
          hour: input.hour,
          addendumTo: input.addendum_to ?? null,
          supplierId: manager.supplierId,
          authorUserId: manager.userId,
          authorName: actor.user?.record.username ?? '',
        });
        await audit(
          tx,
          actor,
          [patient.id],
          input.addendum_to ? 'record.addendum' : 'record.create',
          `record:${saved.id}`,
        );
        return { record: recordView(saved), addenda: [] };
      });
    },

    async getRecord(actor: Actor, input: CallInput<'record/get'>): Promise<CallResult<'record/get'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const found = await repo.record(tx, placeId, input.id);
        if (!found) throw recordNotFound(actor);
        const patient = await repo.find(tx, placeId, found.patientId);
        if (!patient || !inScope(scopeOf(actor), patient.supplierIds)) throw recordNotFound(actor);
        await audit(tx, actor, [patient.id], 'record.read', `record:${found.id}`);
        const addenda = await repo.addenda(tx, placeId, found.id);
        return { record: recordView(found), addenda: addenda.map(recordView) };
      });
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
