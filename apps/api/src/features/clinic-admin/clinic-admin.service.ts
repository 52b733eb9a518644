import type { CallInput, CallResult } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { invalidField, localTexts, refuse } from '../../platform/service-kit.ts';
import type { ClinicAdminRepo } from './clinic-admin.repo.ts';

const texts = localTexts({
  nameTaken: {
    'pt-BR': 'Já existe uma especialidade com este nome.',
    en: 'A speciality with this name already exists.',
  },
});

/** The clinic's back office: specialities (decision 134). Suppliers go through servicesupplier/update. */
export function createClinicAdminService(deps: { database: Database; clinicAdmin: ClinicAdminRepo }) {
  const { database, clinicAdmin: repo } = deps;
  const notFound = (actor: Actor) => refuse(actor, 'specialityNotFound', 'not_found', { status: 404, field: 'id' });

  return {
    async saveSpeciality(actor: Actor, input: CallInput<'speciality/save'>): Promise<CallResult<'speciality/save'>> {
      const placeId = placeOf(actor).id;
      try {
        const row = await database.inPlace(placeId, (tx) =>
          input.id
            ? repo.updateSpeciality(tx, placeId, input.id, input.name, input.position ?? null)
            : repo.insertSpeciality(tx, placeId, input.name, input.position ?? null),
        );
        if (!row) throw notFound(actor);
        return { speciality: { _id: row.id, name: row.name } };
      } catch (error) {
        if (isUniqueViolation(error, 'specialities_place_name')) throw invalidField('name', texts(actor, 'nameTaken'));
        throw error;
      }
    },

    async removeSpeciality(
      actor: Actor,
      input: CallInput<'speciality/remove'>,
    ): Promise<CallResult<'speciality/remove'>> {
      const placeId = placeOf(actor).id;
      const removed = await database.inPlace(placeId, (tx) => repo.removeSpeciality(tx, placeId, input.id));
      if (!removed) throw notFound(actor);
      return { removed: true };
    },
  };
}
export type ClinicAdminService = ReturnType<typeof createClinicAdminService>;
