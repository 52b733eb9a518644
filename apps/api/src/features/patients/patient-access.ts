import { type AuditAction, auditRoleOf, inScope, patientScopeOf } from '@app/domain/patients/rules';
import { type Actor, type ManagerSession, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { type PatientFilesText, patientFilesText } from './patient-files.messages.ts';
import { patientText } from './patients.messages.ts';
import type { PatientsRepo } from './patients.repo.ts';

// The one module every service of patient data uses (decisions 135, 136, 138): the staff session,
// the transaction whose failures never carry patient data to the log, the audit row written inside
// it, the scope check (a patient outside it answers 'not found', as if absent) and the signer.

/** The staff session of a manager-level call (the platform has checked the level). */
export function staffOf(actor: Actor): ManagerSession {
  if (!actor.manager) throw accessDenied();
  return actor.manager;
}

/**
 * `inPlace` whose failures keep only the database's error code (refusals pass as they are, and the
 * CPF uniqueness conflict when the caller turns it into the spec's message).
 */
export function guardedDatabase(database: Database, passCpfConflict = true): Pick<Database, 'inPlace'> {
  return {
    inPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return database.inPlace(placeId, fn).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        if (passCpfConflict && isUniqueViolation(error, 'patients_place_cpf')) throw error;
        const e = error as { code?: string; cause?: { code?: string } };
        throw new Error(`patient data query failed (${e?.cause?.code ?? e?.code ?? 'unknown'})`);
      });
    },
  };
}

/** Writes the audit rows of one action; through a link, the actor is the link's holder (anonymous). */
export function patientAuditOf(repo: PatientsRepo) {
  return async (
    tx: Tx,
    actor: Actor,
    patients: string | string[],
    action: AuditAction,
    target: string | null = null,
  ) => {
    const manager = actor.manager;
    const ids = typeof patients === 'string' ? [patients] : patients;
    if (ids.length === 0) return;
    await repo.addAudit(
      tx,
      ids.map((patientId) => ({
        placeId: placeOf(actor).id,
        patientId,
        actorUserId: actor.user?.userId ?? manager?.userId ?? null,
        actorName: actor.user?.record.username ?? null,
        role: auditRoleOf(manager),
        supplierId: manager?.supplierId ?? null,
        action,
        target,
        ip: actor.ip || null,
      })),
    );
  };
}

/** Whether the staff caller may see a patient linked to these suppliers. */
export function seesPatient(actor: Actor, supplierIds: string[]): boolean {
  return inScope(patientScopeOf(staffOf(actor)), supplierIds);
}

/** A patient the staff caller may see; others answer 'Paciente não encontrado.' as if absent. */
export async function visiblePatientOf(repo: PatientsRepo, tx: Tx, actor: Actor, id: string) {
  const found = await repo.find(tx, placeOf(actor).id, id);
  if (!found || !seesPatient(actor, found.supplierIds)) {
    throw new AppError('not_found', patientText(actor, 'patientNotFound'), 404);
  }
  return found;
}

/** The same helpers bound to one database and repo, for services that take them as one dependency. */
export function createPatientAccess(deps: { database: Database; patients: PatientsRepo }) {
  const { patients: repo } = deps;
  const database = guardedDatabase(deps.database, false);
  return {
    staffOf,
    sees: seesPatient,
    audit: patientAuditOf(repo),
    refusal: (actor: Actor, key: PatientFilesText, status = 404) =>
      new AppError(status === 404 ? 'not_found' : 'validation', patientFilesText(actor, key), status),
    /** The place's transaction, by place id or by the caller's place. */
    inPlace<T>(place: string | Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return database.inPlace(typeof place === 'string' ? place : placeOf(place).id, fn);
    },
    visiblePatient: (tx: Tx, actor: Actor, id: string) => visiblePatientOf(repo, tx, actor, id),
    /** Whether the patient's current consent for `purpose` is granted. */
    async consented(tx: Tx, placeId: string, patientId: string, purpose: 'treatment' | 'image' | 'messages') {
      const current = (await repo.consents(tx, placeId, patientId)).find((c) => c.purpose === purpose);
      return current?.granted === true;
    },
    /** The professional who signs (decision 138): a manager acting as a supplier. */
    signer(actor: Actor) {
      const manager = staffOf(actor);
      if (!manager.supplierId) {
        throw new AppError('access_denied', patientText(actor, 'onlyProfessionals'), 403, {
          errorType: 'access_denied',
        });
      }
      return {
        supplierId: manager.supplierId,
        authorUserId: manager.userId,
        authorName: actor.user?.record.username ?? '',
      };
    },
  };
}
export type PatientAccess = ReturnType<typeof createPatientAccess>;
