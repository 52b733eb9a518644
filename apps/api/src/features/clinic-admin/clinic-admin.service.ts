import type { CallInput, CallResult } from '@app/domain';
import { SERVICE_TYPES_PER_PLACE_MAX } from '@app/domain/clinic-admin/rules';
import { slugify } from '@app/domain/places/onboarding-rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { invalidField, localTexts, refuse } from '../../platform/service-kit.ts';
import type { ClinicAdminRepo, ServiceTypeRecord } from './clinic-admin.repo.ts';

const texts = localTexts({
  nameTaken: {
    'pt-BR': 'Já existe uma especialidade com este nome.',
    en: 'A speciality with this name already exists.',
  },
  serviceTypeNameTaken: {
    'pt-BR': 'Já existe um tipo de serviço com este nome.',
    en: 'A service type with this name already exists.',
  },
  serviceTypeNotFound: { 'pt-BR': 'Tipo de serviço não encontrado.', en: 'Service type not found.' },
  serviceTypesMax: {
    'pt-BR': 'Este local já tem {max} tipos de serviço: desative ou renomeie um existente.',
    en: 'This place already has {max} service types: deactivate or rename one.',
  },
});

const wireType = (t: ServiceTypeRecord) => ({ _id: t.key, name: t.name, active: t.active });

/** A new key from the name, unique in the place: 'Consulta' → 'consulta', then 'consulta-2'. */
function freeKey(name: string, taken: string[]): string {
  const base = slugify(name) || 'tipo';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

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

    /** The place's service types; the inactive ones only for staff (the back office). */
    async listServiceTypes(actor: Actor, input: CallInput<'getservicetype'>): Promise<CallResult<'getservicetype'>> {
      const placeId = placeOf(actor).id;
      const activeOnly = !(actor.manager !== null && input.include_inactive);
      const rows = await database.readInPlace(placeId, (tx) => repo.listServiceTypes(tx, placeId, activeOnly));
      return { tipos_servicos: rows.map(wireType) };
    },

    /** Names of the given service types (products keep naming a deactivated one). */
    async serviceTypesById(
      actor: Actor,
      input: CallInput<'getservicetypeId'>,
    ): Promise<CallResult<'getservicetypeId'>> {
      const placeId = placeOf(actor).id;
      const keys = [...new Set(input.ids)];
      const rows = await database.readInPlace(placeId, (tx) => repo.serviceTypesByKeys(tx, placeId, keys));
      return { tipos_servicos: rows.map(wireType) };
    },

    async saveServiceType(
      actor: Actor,
      input: CallInput<'admin/servicetype/save'>,
    ): Promise<CallResult<'admin/servicetype/save'>> {
      const placeId = placeOf(actor).id;
      try {
        const row = await database.inPlace(placeId, async (tx) => {
          const values = { name: input.name, active: input.active };
          if (input._id) return repo.updateServiceType(tx, placeId, { key: input._id, ...values });
          if ((await repo.countServiceTypes(tx, placeId)) >= SERVICE_TYPES_PER_PLACE_MAX) {
            throw invalidField('name', texts(actor, 'serviceTypesMax', { max: SERVICE_TYPES_PER_PLACE_MAX }));
          }
          const base = slugify(input.name) || 'tipo';
          const key = freeKey(input.name, await repo.serviceTypeKeysLike(tx, placeId, base));
          return repo.insertServiceType(tx, placeId, { key, ...values });
        });
        if (!row) throw new AppError('not_found', texts(actor, 'serviceTypeNotFound'), 404, { errorType: 'not_found' });
        return { tipo_servico: wireType(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'service_types_place_name')) {
          throw invalidField('name', texts(actor, 'serviceTypeNameTaken'));
        }
        throw error;
      }
    },
  };
}
export type ClinicAdminService = ReturnType<typeof createClinicAdminService>;
