import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { hasTwoDecimals, ITEM_TEXT_MAX, PROCEDURE_QUANTITY_MAX, PROCEDURE_UNITS } from './record-items-rules.ts';
import { clinical, Hour, RecordDay } from './schemas.ts';

// The wire of surgeries and procedures (spec 2 §3; decisions 155–156). Both are signed when saved and
// never changed: a correction is a new item whose addendum_to names the one it corrects.

const id = (text: string) => z.uuid(text);
const short = (label: string) =>
  plainText(ITEM_TEXT_MAX).trim().max(ITEM_TEXT_MAX, `${label}: use no máximo ${ITEM_TEXT_MAX} caracteres.`);
const required = (label: string, message: string) => short(label).min(1, message);

/** Who signed an item, and when (decision 138). */
const Signature = z.object({
  _id: z.string(),
  patient_id: z.string(),
  addendum_to: z.string().nullable(),
  service_supplier_id: z.string().nullable(),
  author_name: z.string(),
  signed_at: z.string(),
});

/** Spec 2 §3 Surgery. */
export const SurgeryEntry = Signature.extend({
  surgery_type: z.string(),
  surgery_local: z.string(),
  surgery_date: z.string(),
  start_time: z.string(),
  observations: z.string(),
});
export type SurgeryEntry = z.infer<typeof SurgeryEntry>;

export const ProcedureUnit = z.enum(PROCEDURE_UNITS, 'Unidade inválida.');

/** Spec 2 §3 Procedure: the type, and what a clinic must trace of an application (decision 156). */
export const ProcedureEntry = Signature.extend({
  procedure_type: z.string(),
  date: z.string(),
  hour: z.string(),
  region: z.string(),
  product: z.string(),
  lot: z.string(),
  quantity: z.number().nullable(),
  unit: ProcedureUnit.nullable(),
  technique: z.string(),
  notes: z.string(),
});
export type ProcedureEntry = z.infer<typeof ProcedureEntry>;

const QUANTITY_MESSAGE = `Quantidade: informe um número entre 0,01 e ${PROCEDURE_QUANTITY_MAX.toLocaleString('pt-BR')}, com até duas casas decimais.`;
export const ProcedureQuantity = z
  .number(QUANTITY_MESSAGE)
  .min(0.01, QUANTITY_MESSAGE)
  .max(PROCEDURE_QUANTITY_MAX, QUANTITY_MESSAGE)
  .refine(hasTwoDecimals, QUANTITY_MESSAGE);

export const SurgeryCreateBody = z.object({
  patient_id: id('Paciente não encontrado.'),
  surgery_type: required('Tipo de cirurgia', 'Informe o tipo de cirurgia.'),
  surgery_local: required('Local', 'Informe o local da cirurgia.'),
  surgery_date: RecordDay,
  start_time: Hour,
  observations: clinical('Observações').default(''),
  /** An addendum to a signed surgery of the same patient. */
  addendum_to: id('Cirurgia não encontrada.').nullable().optional(),
});
export const SurgeryGetBody = z.object({ id: id('Cirurgia não encontrada.') });
export const SurgeryResponse = z.object({ surgery: SurgeryEntry, addenda: z.array(SurgeryEntry) });

/** The fields of a procedure, shared by the form and the import. */
export const ProcedureFields = z.object({
  procedure_type: required('Tipo de procedimento', 'Informe o tipo de procedimento.'),
  date: RecordDay,
  hour: Hour,
  region: short('Região').default(''),
  product: short('Produto').default(''),
  lot: short('Lote').default(''),
  quantity: ProcedureQuantity.nullable().optional(),
  unit: ProcedureUnit.nullable().optional(),
  technique: short('Técnica').default(''),
  notes: clinical('Observações').default(''),
});
export const ProcedureCreateBody = ProcedureFields.extend({
  patient_id: id('Paciente não encontrado.'),
  /** An addendum to a signed procedure of the same patient. */
  addendum_to: id('Procedimento não encontrado.').nullable().optional(),
});
export const ProcedureGetBody = z.object({ id: id('Procedimento não encontrado.') });
export const ProcedureResponse = z.object({ procedure: ProcedureEntry, addenda: z.array(ProcedureEntry) });
