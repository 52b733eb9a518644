import type { CallInput, CallResult } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { createPatientAccess } from './patient-access.ts';
import { type PatientText, patientText } from './patients.messages.ts';
import type { PatientsRepo } from './patients.repo.ts';
import type { RecordItemsRepo } from './record-items.repo.ts';
import { procedureView, surgeryView } from './record-items-views.ts';

/**
 * Surgeries and procedures of the clinical record (spec 2 §3; decisions 155–156): signed by the
 * professional when saved, never changed; a correction is an addendum of the same kind that points
 * to the item it corrects. Every read and write is audited in the same transaction (decision 136).
 */
export function createRecordItemsService(deps: { database: Database; patients: PatientsRepo; items: RecordItemsRepo }) {
  const access = createPatientAccess(deps);
  const { items } = deps;
  const missing = (actor: Actor, key: PatientText) => new AppError('not_found', patientText(actor, key), 404);

  /** The item an addendum corrects must be one of the same patient (and itself not an addendum's target kind). */
  async function checkAddendum<T extends { patientId: string }>(
    actor: Actor,
    target: T | null,
    patientId: string,
    notFound: PatientText,
  ) {
    if (!target) throw invalidField('addendum_to', patientText(actor, notFound));
    if (target.patientId !== patientId) throw invalidField('addendum_to', patientText(actor, 'addendumOtherItem'));
  }

  /** An item is read only when its patient is in the caller's scope; otherwise it does not exist. */
  async function visibleItem<T extends { patientId: string }>(
    tx: Tx,
    actor: Actor,
    item: T | null,
    notFound: PatientText,
  ): Promise<T> {
    if (!item) throw missing(actor, notFound);
    const patient = await deps.patients.find(tx, placeOf(actor).id, item.patientId);
    if (!patient || !access.sees(actor, patient.supplierIds)) throw missing(actor, notFound);
    return item;
  }

  return {
    async createSurgery(actor: Actor, input: CallInput<'surgery/create'>): Promise<CallResult<'surgery/create'>> {
      const signer = access.signer(actor);
      const placeId = placeOf(actor).id;
      return access.inPlace(actor, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        if (input.addendum_to) {
          await checkAddendum(
            actor,
            await items.surgery(tx, placeId, input.addendum_to),
            patient.id,
            'surgeryNotFound',
          );
        }
        const saved = await items.insertSurgery(tx, {
          placeId,
          patientId: patient.id,
          surgeryType: input.surgery_type,
          surgeryLocal: input.surgery_local,
          day: input.surgery_date,
          startTime: input.start_time,
          observations: input.observations,
          addendumTo: input.addendum_to ?? null,
          ...signer,
        });
        const action = input.addendum_to ? 'surgery.addendum' : 'surgery.create';
        await access.audit(tx, actor, [patient.id], action, `surgery:${saved.id}`);
        return { surgery: surgeryView(saved), addenda: [] };
      });
    },

    async getSurgery(actor: Actor, input: CallInput<'surgery/get'>): Promise<CallResult<'surgery/get'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(actor, async (tx) => {
        const found = await visibleItem(tx, actor, await items.surgery(tx, placeId, input.id), 'surgeryNotFound');
        await access.audit(tx, actor, [found.patientId], 'surgery.read', `surgery:${found.id}`);
        const addenda = await items.surgeryAddenda(tx, placeId, found.id);
        return { surgery: surgeryView(found), addenda: addenda.map(surgeryView) };
      });
    },

    async createProcedure(actor: Actor, input: CallInput<'procedure/create'>): Promise<CallResult<'procedure/create'>> {
      const signer = access.signer(actor);
      const placeId = placeOf(actor).id;
      return access.inPlace(actor, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        if (input.addendum_to) {
          const target = await items.procedure(tx, placeId, input.addendum_to);
          await checkAddendum(actor, target, patient.id, 'procedureNotFound');
        }
        const [saved] = await items.insertProcedures(tx, [
          {
            placeId,
            patientId: patient.id,
            procedureType: input.procedure_type,
            day: input.date,
            hour: input.hour,
            region: input.region,
            product: input.product,
            lot: input.lot,
            quantity: input.quantity ?? null,
            unit: input.unit ?? null,
            technique: input.technique,
            notes: input.notes,
            addendumTo: input.addendum_to ?? null,
            ...signer,
          },
        ]);
        if (!saved) throw new Error('procedure insert returned nothing');
        const action = input.addendum_to ? 'procedure.addendum' : 'procedure.create';
        await access.audit(tx, actor, [patient.id], action, `procedure:${saved.id}`);
        return { procedure: procedureView(saved), addenda: [] };
      });
    },

    async getProcedure(actor: Actor, input: CallInput<'procedure/get'>): Promise<CallResult<'procedure/get'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(actor, async (tx) => {
        const found = await visibleItem(tx, actor, await items.procedure(tx, placeId, input.id), 'procedureNotFound');
        await access.audit(tx, actor, [found.patientId], 'procedure.read', `procedure:${found.id}`);
        const addenda = await items.procedureAddenda(tx, placeId, found.id);
        return { procedure: procedureView(found), addenda: addenda.map(procedureView) };
      });
    },
  };
}
export type RecordItemsService = ReturnType<typeof createRecordItemsService>;
