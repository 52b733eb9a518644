import { z } from 'zod';
import { Speciality } from '../scheduling/schemas.ts';
import { boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

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
