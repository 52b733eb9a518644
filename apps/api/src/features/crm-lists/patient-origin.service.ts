import type { CallInput, CallResult } from '@app/domain';
import { type AuditAction, auditRoleOf, inScope, patientScopeOf } from '@app/domain/patients/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { createPatientsRepo } from '../patients/index.ts';
import { crmListsText } from './crm-lists.messages.ts';
import type { CrmListsRepo, OriginValues } from './crm-lists.repo.ts';
import { originView } from './crm-lists-views.ts';
import { type Reference, referencesChecker } from './references.ts';

type PatientsRepo = ReturnType<typeof createPatientsRepo>;

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A patient's lead origin and contact blocks (decision 142): patient data, so it is read and
 * written only for a patient in the caller's scope (decision 135), and every read and write goes to
 * the patients' access audit (decision 136) in the same transaction. A failed query never reaches
 * the log with its parameters (the clinical indication is health data).
 */
export function createPatientOriginService(deps: { database: Database; lists: CrmListsRepo; patients: PatientsRepo }) {
  const { lists: repo, patients } = deps;
  const references = referencesChecker(repo);
  const database = {
    inPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return deps.database.inPlace(placeId, fn).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        const e = error as { code?: string; cause?: { code?: string } };
        throw new Error(`patient origin query failed (${e?.cause?.code ?? e?.code ?? 'unknown'})`);
      });
    },
  };

  /** The patient, when the caller may see them (others answer 'not found', as if they did not exist). */
  async function visiblePatient(tx: Tx, actor: Actor, patientId: string) {
    const manager = actor.manager;
    if (!manager) throw accessDenied();
    const found = await patients.find(tx, placeOf(actor).id, patientId);
    if (!found || !inScope(patientScopeOf(manager), found.supplierIds)) {
      throw new AppError('not_found', crmListsText(actor, 'patientNotFound'), 404, { extra: { field: 'patient_id' } });
    }
    return found;
  }

  async function audit(tx: Tx, actor: Actor, patientId: string, action: AuditAction) {
    const manager = actor.manager;
    await patients.addAudit(tx, [
      {
        placeId: placeOf(actor).id,
        patientId,
        actorUserId: actor.user?.userId ?? manager?.userId ?? null,
        actorName: actor.user?.record.username ?? null,
        role: auditRoleOf(manager),
        supplierId: manager?.supplierId ?? null,
        action,
        target: 'origin',
        ip: actor.ip || null,
      },
    ]);
  }

  return {
    async get(actor: Actor, input: CallInput<'patients/origin/get'>): Promise<CallResult<'patients/origin/get'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatient(tx, actor, input.patient_id);
        await audit(tx, actor, patient.id, 'patient.read');
        return { origin: originView(patient.id, await repo.origin(tx, placeId, patient.id)) };
      });
    },

    async set(actor: Actor, input: CallInput<'patients/origin/set'>): Promise<CallResult<'patients/origin/set'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatient(tx, actor, input.patient_id);
        const current = await repo.origin(tx, placeId, patient.id);
        const values: Partial<OriginValues> = definedOnly({
          campaignId: input.campaign_id,
          contactTypeId: input.contact_type_id,
          firstContactId: input.first_contact_id,
          organizationId: input.organization_id,
          interestSpecialityId: input.interest_speciality_id,
          indicatedBySupplierId: input.indicated_by_supplier_id,
          clinicalIndication: input.clinical_indication,
          publicityBlock: input.publicity_block,
          contactBlock: input.contact_block,
        });
        await references(tx, actor, placeId, originRefs(input), current as Record<string, unknown> | null);
        const saved = await repo.saveOrigin(tx, placeId, patient.id, values);
        await audit(tx, actor, patient.id, 'patient.update');
        return { origin: originView(patient.id, saved) };
      });
    },
  };
}
export type PatientOriginService = ReturnType<typeof createPatientOriginService>;

function originRefs(input: CallInput<'patients/origin/set'>): Reference[] {
  return [
    { field: 'campaign_id', kind: 'campaigns', id: input.campaign_id, column: 'campaignId' },
    { field: 'contact_type_id', kind: 'contactTypes', id: input.contact_type_id, column: 'contactTypeId' },
    { field: 'first_contact_id', kind: 'firstContacts', id: input.first_contact_id, column: 'firstContactId' },
    { field: 'organization_id', kind: 'organizations', id: input.organization_id, column: 'organizationId' },
    {
      field: 'interest_speciality_id',
      kind: 'speciality',
      id: input.interest_speciality_id,
      column: 'interestSpecialityId',
    },
    {
      field: 'indicated_by_supplier_id',
      kind: 'supplier',
      id: input.indicated_by_supplier_id,
      column: 'indicatedBySupplierId',
    },
  ];
}
