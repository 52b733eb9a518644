import type { CallInput, CallResult } from '@app/domain';
import type { ClinicIntegrationPort, IntegrationTarget } from '../../integrations/clinic-integration/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createPatientAccess } from './patient-access.ts';
import type { PatientIntegrationRepo } from './patient-integration.repo.ts';
import { patientText } from './patients.messages.ts';
import type { PatientsRepo } from './patients.repo.ts';

/**
 * The integration client (spec 2 §7; decisions 158, 185): the owner sets where the clinic's own
 * patient system answers; staff read a patient there by CPF (detail and custom fields) and push the
 * product's data (updatePatient), each audited like any access to patient data. The outside call is
 * made after the audit's transaction: a slow system never holds a database connection.
 */
export function createPatientIntegrationService(deps: {
  database: Database;
  patients: PatientsRepo;
  settings: PatientIntegrationRepo;
  integration: ClinicIntegrationPort;
  /** The server's CREDENTIALS_KEY; null (production without it): no key is saved nor opened. */
  credentialsKey: string | null;
}) {
  const access = createPatientAccess(deps);
  const { settings, integration } = deps;
  const box = deps.credentialsKey ? createSecretBox(deps.credentialsKey) : null;
  const sealedOf = (placeId: string, token: string | null) =>
    token && box
      ? { token: null, tokenSealed: box.seal(token, placeId), tokenHint: token.slice(-4) }
      : { token: null, tokenSealed: null, tokenHint: null };

  /** The place's settings; a key saved in plain text before decision 211 is sealed on the way. */
  const rowOf = async (tx: Tx, placeId: string) => {
    const row = await settings.settings(tx, placeId);
    if (!row?.token || !box) return row;
    const sealed = sealedOf(placeId, row.token);
    await settings.save(tx, placeId, { baseUrl: row.baseUrl, ...sealed });
    return { ...row, ...sealed };
  };
  const view = (row: { baseUrl: string; tokenSealed: string | null; tokenHint: string | null } | null) => ({
    base_url: row?.baseUrl ?? null,
    has_token: Boolean(row?.tokenSealed),
    token_masked: row?.tokenSealed ? `••••${row.tokenHint ?? ''}` : null,
  });

  const unavailable = (actor: Actor) =>
    new AppError('integration_unavailable', patientText(actor, 'integrationUnavailable'), 503, {
      errorType: 'integration_unavailable',
    });
  const keyless = (actor: Actor) =>
    new AppError('integration_unavailable', patientText(actor, 'integrationKeyless'), 503, {
      errorType: 'integration_unavailable',
    });
  const notConfigured = (actor: Actor) =>
    new AppError('validation', patientText(actor, 'integrationNotConfigured'), 400, { errorType: 'validation' });

  const targetOf = async (tx: Tx, placeId: string): Promise<IntegrationTarget | null> => {
    const row = await rowOf(tx, placeId);
    if (!row) return null;
    const token = row.tokenSealed && box ? box.open(row.tokenSealed, placeId) : null;
    return { baseUrl: row.baseUrl, token, placeId };
  };
  /** The outside call; any failure is the same safe message (the answer may carry patient data). */
  const outside = async <T>(actor: Actor, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch {
      throw unavailable(actor);
    }
  };

  return {
    async settings(actor: Actor): Promise<CallResult<'patients/integration/settings'>> {
      const placeId = placeOf(actor).id;
      return view(await access.inPlace(placeId, (tx) => rowOf(tx, placeId)));
    },

    async updateSettings(
      actor: Actor,
      input: CallInput<'patients/integration/settings/update'>,
    ): Promise<CallResult<'patients/integration/settings'>> {
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        if (input.base_url === null) {
          await settings.clear(tx, placeId);
          return view(null);
        }
        if (input.token && !box) throw keyless(actor);
        const current = await rowOf(tx, placeId);
        const sealed =
          input.token === undefined
            ? { token: null, tokenSealed: current?.tokenSealed ?? null, tokenHint: current?.tokenHint ?? null }
            : sealedOf(placeId, input.token || null);
        await settings.save(tx, placeId, { baseUrl: input.base_url, ...sealed });
        return view({ baseUrl: input.base_url, ...sealed });
      });
    },

    async detail(
      actor: Actor,
      input: CallInput<'patients/integration/detail'>,
    ): Promise<CallResult<'patients/integration/detail'>> {
      const placeId = placeOf(actor).id;
      const { target, cpf } = await access.inPlace(placeId, async (tx) => {
        const patient = await access.visiblePatient(tx, actor, input.patient_id);
        const found = await targetOf(tx, placeId);
        if (found && patient.cpf) await access.audit(tx, actor, patient.id, 'integration.read');
        return { target: found, cpf: patient.cpf };
      });
      if (!target) return { configured: false, patient: null, custom_fields: [] };
      if (!cpf) return { configured: true, patient: null, custom_fields: [] };
      const [patient, fields] = await outside(actor, () =>
        Promise.all([integration.getPatientDetail(target, cpf), integration.getPatientCustomFields(target, cpf)]),
      );
      return { configured: true, patient, custom_fields: fields.slice(0, 100) };
    },

    async update(
      actor: Actor,
      input: CallInput<'patients/integration/update'>,
    ): Promise<CallResult<'patients/integration/update'>> {
      const placeId = placeOf(actor).id;
      const { target, patient } = await access.inPlace(placeId, async (tx) => {
        const found = await access.visiblePatient(tx, actor, input.patient_id);
        const where = await targetOf(tx, placeId);
        if (!where) throw notConfigured(actor);
        await access.audit(tx, actor, found.id, 'integration.push');
        return { target: where, patient: found };
      });
      await outside(actor, () =>
        integration.updatePatient(target, {
          name: patient.fullName,
          cpf: patient.cpf,
          phone: patient.phone,
          email: patient.email,
          birthdate: patient.birthdate,
        }),
      );
      return { sent: true };
    },

    async status(actor: Actor): Promise<CallResult<'patients/integration/status'>> {
      access.staffOf(actor);
      const placeId = placeOf(actor).id;
      return { configured: (await access.inPlace(placeId, (tx) => targetOf(tx, placeId))) !== null };
    },

    async filter(
      actor: Actor,
      input: CallInput<'patients/integration/filter'>,
    ): Promise<CallResult<'patients/integration/filter'>> {
      access.staffOf(actor);
      const placeId = placeOf(actor).id;
      const target = await access.inPlace(placeId, (tx) => targetOf(tx, placeId));
      if (!target) throw notConfigured(actor);
      const found = await outside(actor, () => integration.getPatientFilter(target, input.filters));
      return { patients: found.slice(0, 100) };
    },
  };
}
export type PatientIntegrationService = ReturnType<typeof createPatientIntegrationService>;
