import type { CallInput, CallResult } from '@app/domain';
import { planSessions } from '@app/domain/patients/files-rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import type { PatientAccess } from './patient-access.ts';
import { patientFilesText } from './patient-files.messages.ts';
import type { PatientFilesRepo } from './patient-files.repo.ts';
import { planView } from './patient-files-views.ts';

/**
 * Application plans (decision 162): a product in N sessions every interval days from a start day,
 * each session scheduled, done, missed or cancelled. Written by a professional; hidden with a
 * reason, never deleted; every read and change audited.
 */
export function createApplicationPlansService(deps: { access: PatientAccess; files: PatientFilesRepo }) {
  const { access, files: repo } = deps;

  async function visiblePlan(tx: Tx, actor: Actor, id: string, forUpdate = false) {
    const plan = await repo.plan(tx, placeOf(actor).id, id, forUpdate);
    if (!plan) throw access.refusal(actor, 'planNotFound');
    await access.visiblePatient(tx, actor, plan.patientId).catch(() => {
      throw access.refusal(actor, 'planNotFound');
    });
    return plan;
  }

  return {
    async create(
      actor: Actor,
      input: CallInput<'patients/application-plan/create'>,
    ): Promise<CallResult<'patients/application-plan/create'>> {
      const manager = access.staffOf(actor);
      if (!manager.supplierId) {
        throw new AppError('access_denied', patientFilesText(actor, 'onlyProfessionals'), 403, {
          errorType: 'access_denied',
        });
      }
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        const saved = await repo.insertPlan(tx, {
          placeId,
          patientId: patient.id,
          product: input.product,
          notes: input.notes ?? null,
          intervalDays: input.interval_days,
          startDate: input.start_date,
          sessions: planSessions(input.start_date, input.sessions, input.interval_days),
          supplierId: manager.supplierId,
          authorUserId: manager.userId,
          authorName: actor.user?.record.username ?? '',
        });
        await access.audit(tx, actor, patient.id, 'plan.create', `plan:${saved.id}`);
        return { plan: planView(saved) };
      });
    },

    async list(
      actor: Actor,
      input: CallInput<'patients/application-plan/get'>,
    ): Promise<CallResult<'patients/application-plan/get'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        const rows = await repo.plans(tx, placeId, patient.id, input.detailed === true);
        await access.audit(tx, actor, patient.id, 'plan.read', input.detailed ? 'detailed' : null);
        const status = input.filters?.status;
        const plans = rows.map(planView).filter((p) => !status || p.status === status);
        return { plans };
      });
    },

    async hide(
      actor: Actor,
      input: CallInput<'patients/application-plan/delete'>,
    ): Promise<CallResult<'patients/application-plan/delete'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const plan = await visiblePlan(tx, actor, input._id);
        const hidden = await repo.hidePlan(tx, placeId, plan.id, {
          reason: input.reason,
          userId: actor.user?.userId ?? actor.manager?.userId ?? null,
        });
        if (!hidden) throw new AppError('validation', patientFilesText(actor, 'alreadyHidden'), 409);
        await access.audit(tx, actor, plan.patientId, 'plan.hide', `plan:${plan.id}`);
        return { plan: planView(hidden) };
      });
    },

    async setSession(
      actor: Actor,
      input: CallInput<'patients/application-plan/session'>,
    ): Promise<CallResult<'patients/application-plan/session'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const plan = await visiblePlan(tx, actor, input._id, true);
        if (plan.hiddenAt) throw access.refusal(actor, 'planNotFound');
        if (!plan.sessions.some((s) => s.number === input.number)) {
          throw invalidField('number', patientFilesText(actor, 'sessionNotFound'));
        }
        const sessions = plan.sessions.map((s) => (s.number === input.number ? { ...s, status: input.status } : s));
        const saved = await repo.setSessions(tx, placeId, plan.id, sessions);
        await access.audit(
          tx,
          actor,
          plan.patientId,
          'plan.update',
          `plan:${plan.id}:session:${input.number}:${input.status}`,
        );
        return { plan: planView(saved) };
      });
    },
  };
}
export type ApplicationPlansService = ReturnType<typeof createApplicationPlansService>;
