import { z } from 'zod';
import { Speciality } from '../scheduling/schemas.ts';
import { boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { SERVICE_TYPE_ID_MAX, SERVICE_TYPE_NAME_MAX } from './rules.ts';

export const SPECIALITY_NAME_MAX = 80;

export const SpecialitySaveBody = z.object({
  /** Absent: a new speciality. */
  id: z.uuid('Especialidade não encontrada.').optional(),
  name: plainText(SPECIALITY_NAME_MAX).trim().min(1, 'Informe o nome da especialidade.'),
  position: boundedInt('fieldPosition', 0, 999).optional(),
});
export const SpecialitySaveResponse = z.object({ speciality: Speciality });
export const SpecialityRemoveBody = z.object({ id: z.uuid('Especialidade não encontrada.') });
export const SpecialityRemoveResponse = z.object({ removed: z.literal(true) });

// Service types (the spec's tipos_servicos, decision 180): a product's service_type_id names one;
// the cart refuses mixing them (spec 1 §5). The id is a key the server derives from the first name.

export const ServiceTypeId = plainText(SERVICE_TYPE_ID_MAX).trim().min(1, 'Tipo de serviço não encontrado.');
export const ServiceType = z.object({ _id: z.string(), name: z.string(), active: z.boolean() });
export type ServiceType = z.infer<typeof ServiceType>;
export const ServiceTypeListResponse = z.object({ tipos_servicos: z.array(ServiceType) });

export const GetServiceTypeBody = z.object({
  /** Staff only (the back office); others always get the active ones. */
  include_inactive: z.boolean().optional(),
});
export const GetServiceTypeIdBody = z.object({
  ids: z.array(ServiceTypeId).min(1, 'Informe ao menos um tipo de serviço.').max(50, 'No máximo 50 tipos de serviço.'),
});
export const ServiceTypeSaveBody = z.object({
  /** Absent: a new type (its id is derived from the name). */
  _id: ServiceTypeId.optional(),
  name: plainText(SERVICE_TYPE_NAME_MAX).trim().min(1, 'Informe o nome do tipo de serviço.'),
  active: z.boolean().default(true),
});
export const ServiceTypeSaveResponse = z.object({ tipo_servico: ServiceType });
