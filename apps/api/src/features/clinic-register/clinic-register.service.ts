import type { CallInput, CallResult } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { guardedDatabase, type PatientsRepo } from '../patients/index.ts';

/**
 * A patient registers on the clinic's host (spec 2 §7 createclinic; decision 167): the account is
 * the ordinary sign-up (createuser: password hashed, one account per phone and e-mail, the phone
 * validated afterwards by SMS code), and the clinic gets the patient record linked to it, unless a
 * patient with that CPF is already there (the reception links them, as patients/check shows it);
 * the answer is the same either way, so registering tells nobody who is a patient.
 */
export function createClinicRegisterService(deps: {
  database: Database;
  patients: PatientsRepo;
  createUser: (actor: Actor, input: CallInput<'createuser'>) => Promise<CallResult<'createuser'>>;
}) {
  const database = guardedDatabase(deps.database);
  return {
    async register(actor: Actor, input: CallInput<'createclinic'>): Promise<CallResult<'createclinic'>> {
      const placeId = placeOf(actor).id;
      const session = await deps.createUser(actor, {
        username: input.username,
        phone: input.phone,
        email: input.email,
        password: input.password,
        cpf: input.cpf,
        birthdate: input.birthdate,
      });
      const userId = session.user._id;
      await database.inPlace(placeId, async (tx) => {
        const known =
          (await deps.patients.findByUser(tx, placeId, userId)) ??
          (input.cpf ? await deps.patients.findByCpf(tx, placeId, input.cpf) : null);
        if (known) return;
        const saved = await deps.patients.insert(tx, placeId, {
          fullName: input.username,
          phone: input.phone,
          email: input.email ?? null,
          cpf: input.cpf ?? null,
          birthdate: input.birthdate ?? null,
          userId,
          supplierIds: [],
        });
        await deps.patients.addAudit(tx, [
          {
            placeId,
            patientId: saved.id,
            actorUserId: userId,
            actorName: null,
            role: 'patient',
            supplierId: null,
            action: 'patient.create',
            target: 'register',
            ip: actor.ip || null,
          },
        ]);
      });
      return session;
    },
  };
}
export type ClinicRegisterService = ReturnType<typeof createClinicRegisterService>;
