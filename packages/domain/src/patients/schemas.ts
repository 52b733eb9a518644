import { z } from 'zod';
import { HOUR_PATTERN } from '../scheduling/rules.ts';
import { boundedInt, isCalendarDay } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { BirthDate, CpfCnpj, Email, Phone } from '../users/schemas.ts';
import { SupplierId } from '../users/team-schemas.ts';
import {
  AUDIT_ACTIONS,
  BLOOD_TYPES,
  CLINICAL_TEXT_MAX,
  CONSENT_PURPOSES,
  GENDERS,
  isPastLifeDay,
  isRecordDay,
  MARITAL_STATUSES,
} from './rules.ts';

// The wire of patients and the clinical record (spec 2 §3, §5, §7; decisions 135–139). Field names
// are the spec's; every optional field takes null to clear it.

const id = (text: string) => z.uuid(text);
const optText = (max: number) =>
  plainText(max)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const name = (text: string) => plainText(200).trim().min(1, text);
export const Hour = z.string().regex(HOUR_PATTERN, 'Informe a hora no formato HH:MM.');
const DEATH_DATE_MESSAGE = 'Data de óbito: informe uma data entre 01/01/1910 e hoje.';
const DeathDate = z
  .string()
  .max(10, DEATH_DATE_MESSAGE)
  .refine((v) => isCalendarDay(v) && isPastLifeDay(v), DEATH_DATE_MESSAGE);
const RECORD_DAY_MESSAGE = 'Data: informe uma data entre 01/01/2000 e hoje.';
export const RecordDay = z
  .string()
  .max(10, RECORD_DAY_MESSAGE)
  .refine((v) => isCalendarDay(v) && isRecordDay(v), RECORD_DAY_MESSAGE);
export const clinical = (label: string) =>
  plainText(CLINICAL_TEXT_MAX)
    .trim()
    .max(CLINICAL_TEXT_MAX, `${label}: use no máximo ${CLINICAL_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`);

export const MaritalStatus = z.enum(MARITAL_STATUSES, 'Estado civil inválido.');
export const BloodType = z.enum(BLOOD_TYPES, 'Tipo sanguíneo inválido.');
export const Gender = z.enum(GENDERS, 'Gênero inválido.');
export const SocialLinks = z.object({
  instagram: optText(200),
  facebook: optText(200),
  tiktok: optText(200),
  linkedin: optText(200),
  site: optText(200),
});

/** Every field of spec 2 §3 Patient, as a form sends it. */
export const PatientFields = z.object({
  full_name: name('Informe o nome completo.'),
  surname: optText(100),
  partner_name: optText(200),
  father_name: optText(200),
  mother_name: optText(200),
  marital_status: MaritalStatus.nullable().optional(),
  blood_type: BloodType.nullable().optional(),
  has_children: z.boolean('Filhos: use sim ou não.').nullable().optional(),
  has_died: z.boolean('Óbito: use sim ou não.').optional(),
  death_date: DeathDate.nullable().optional(),
  observations: optText(CLINICAL_TEXT_MAX),
  responsible_name: optText(200),
  responsible_phone: Phone.nullable().optional(),
  email: Email.nullable().optional(),
  social_links: SocialLinks.optional(),
  phone: Phone.nullable().optional(),
  birthdate: BirthDate.nullable().optional(),
  cpf: CpfCnpj.nullable().optional(),
  gender: Gender.nullable().optional(),
  occupation: optText(120),
});
export type PatientFields = z.output<typeof PatientFields>;

export const Patient = z.object({
  _id: z.string(),
  user_id: z.string().nullable(),
  service_supplier_ids: z.array(z.string()),
  full_name: z.string(),
  surname: z.string().nullable(),
  partner_name: z.string().nullable(),
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
  marital_status: MaritalStatus.nullable(),
  blood_type: BloodType.nullable(),
  has_children: z.boolean().nullable(),
  has_died: z.boolean(),
  death_date: z.string().nullable(),
  observations: z.string().nullable(),
  responsible_name: z.string().nullable(),
  responsible_phone: z.string().nullable(),
  email: z.string().nullable(),
  social_links: z.record(z.string(), z.string()),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  cpf: z.string().nullable(),
  gender: Gender.nullable(),
  occupation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Patient = z.infer<typeof Patient>;

export const PatientSummary = Patient.pick({
  _id: true,
  user_id: true,
  full_name: true,
  phone: true,
  cpf: true,
  birthdate: true,
  service_supplier_ids: true,
  has_died: true,
});
export type PatientSummary = z.infer<typeof PatientSummary>;

export const ConsentPurpose = z.enum(CONSENT_PURPOSES, 'Finalidade do consentimento inválida.');
export const Consent = z.object({
  purpose: ConsentPurpose,
  granted: z.boolean(),
  text_version: z.string(),
  recorded_at: z.string(),
  recorded_by: z.string().nullable(),
});
export type Consent = z.infer<typeof Consent>;

/** A consultation entry (spec 2 §3 Record). Signed when written; never changed afterwards. */
export const RecordEntry = z.object({
  _id: z.string(),
  patient_id: z.string(),
  chief_complaint: z.string(),
  present_illness_history: z.string(),
  progress_notes: z.string(),
  medical_management: z.string(),
  date: z.string(),
  hour: z.string(),
  /** The entry this one corrects or completes (an addendum), or null. */
  addendum_to: z.string().nullable(),
  service_supplier_id: z.string().nullable(),
  author_name: z.string(),
  signed_at: z.string(),
});
export type RecordEntry = z.infer<typeof RecordEntry>;

/** What every signed item of the patient's timeline has (decision 137): when, what, by whom, its addenda. */
export const TimelineBase = z.object({
  _id: z.string(),
  date: z.string(),
  hour: z.string(),
  title: z.string(),
  author_name: z.string(),
  addendum_to: z.string().nullable(),
  addenda: z.number().int(),
});
export const ConsultationItem = TimelineBase.extend({ kind: z.literal('consultation') });
/** A file, a before/after pair or an application plan of the record (decision 160). */
export const FileItem = z.object({
  kind: z.literal('file'),
  _id: z.string(),
  date: z.string(),
  hour: z.string(),
  title: z.string(),
  author_name: z.string(),
  content_type: z.string(),
});
export const PhotoItem = z.object({
  kind: z.literal('photo'),
  _id: z.string(),
  date: z.string(),
  hour: z.string(),
  title: z.string(),
  author_name: z.string(),
  region: z.string(),
});
export const PlanItem = z.object({
  kind: z.literal('plan'),
  _id: z.string(),
  date: z.string(),
  hour: z.string(),
  title: z.string(),
  author_name: z.string(),
  sessions: z.number().int(),
  sessions_done: z.number().int(),
});
/** Each kind of item is one member: more kinds join by adding a member here. */
export const TimelineItem = z.discriminatedUnion('kind', [
  ConsultationItem,
  TimelineBase.extend({ kind: z.literal('surgery') }),
  TimelineBase.extend({ kind: z.literal('procedure') }),
  TimelineBase.extend({ kind: z.literal('anamnesis') }),
  FileItem,
  PhotoItem,
  PlanItem,
]);
export type TimelineItem = z.infer<typeof TimelineItem>;

export const PatientsGetBody = z.object({ id: id('Paciente não encontrado.'), detailed: z.boolean().optional() });
export const PatientsGetResponse = z.object({
  patient: Patient,
  /** With detailed: the current consent per purpose, and the timeline (clinical items only for professionals and the owner). */
  consents: z.array(Consent).optional(),
  timeline: z.array(TimelineItem).optional(),
  reads_clinical: z.boolean(),
});

export const PatientsCpfBody = z.object({ cpf: CpfCnpj });
export const PatientsCpfResponse = z.object({ patient: PatientSummary.nullable() });

export const PatientsListBody = z.object({
  all_patients: z.boolean().optional(),
  search: plainText(100).trim().optional(),
  service_supplier_ids: z.array(SupplierId).max(50, 'Escolha no máximo 50 profissionais.').optional(),
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const PatientsListResponse = z.object({
  patients: z.array(PatientSummary),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const PatientsCheckBody = z.object({
  user_id: id('Usuário não encontrado.').optional(),
  cpf: CpfCnpj.optional(),
  service_supplier_id: SupplierId.optional(),
});
export const UserPreload = z.object({
  _id: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  birthdate: z.string().nullable(),
});
export const PatientsCheckResponse = z.object({
  exists: z.boolean(),
  /** The patient found by user or CPF, when the caller may see them. */
  patient: PatientSummary.nullable(),
  /** Whether that patient is already linked to service_supplier_id. */
  linked: z.boolean(),
  /** The app user named by user_id (a person of this place), to fill a new patient's form. */
  user: UserPreload.nullable(),
});

export const PatientsCreateBody = PatientFields.extend({
  user_id: id('Usuário não encontrado.').nullable().optional(),
  service_supplier_ids: z.array(SupplierId).max(20, 'Escolha no máximo 20 profissionais.').optional(),
});
export const PatientsUpdateBody = PatientFields.extend({
  id: id('Paciente não encontrado.'),
  service_supplier_ids: z.array(SupplierId).max(20, 'Escolha no máximo 20 profissionais.').optional(),
});
export const PatientResponse = z.object({ patient: Patient });

export const PatientsConsentBody = z.object({
  patient_id: id('Paciente não encontrado.'),
  purpose: ConsentPurpose,
  granted: z.boolean('Consentimento: use sim ou não.'),
  /** The version of the text the patient was shown; it must be the current one. */
  text_version: z.string().max(40, 'Versão do texto inválida.'),
});
export const PatientsConsentResponse = z.object({ consents: z.array(Consent) });

export const AuditAction = z.enum(AUDIT_ACTIONS);
export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor_name: z.string().nullable(),
  role: z.string(),
  service_supplier_id: z.string().nullable(),
  action: AuditAction,
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const PatientsAuditBody = z.object({
  patient_id: id('Paciente não encontrado.'),
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const PatientsAuditResponse = z.object({
  entries: z.array(AuditEntry),
  page: z.number().int(),
  has_more: z.boolean(),
});

/** The patient's own access audit (LGPD art. 18, 19): who, as what, when and what; no IP, no item ids. */
export const PatientsMyAuditBody = z.object({
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const MyAuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  /** The staff member's name; null when it was a link's holder (the patient) or a removed person. */
  actor_name: z.string().nullable(),
  role: z.string(),
  action: AuditAction,
});
export type MyAuditEntry = z.infer<typeof MyAuditEntry>;
export const PatientsMyAuditResponse = z.object({
  /** Whether the signed-in person is a patient of this place at all. */
  is_patient: z.boolean(),
  entries: z.array(MyAuditEntry),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const RecordCreateBody = z.object({
  patient_id: id('Paciente não encontrado.'),
  chief_complaint: clinical('Queixa principal').min(1, 'Informe a queixa principal.'),
  present_illness_history: clinical('História da doença atual').default(''),
  progress_notes: clinical('Evolução').default(''),
  medical_management: clinical('Conduta').default(''),
  date: RecordDay,
  hour: Hour,
  /** An addendum to a signed entry of the same patient. */
  addendum_to: id('Registro não encontrado.').nullable().optional(),
});
export const RecordGetBody = z.object({ id: id('Registro não encontrado.') });
export const RecordResponse = z.object({ record: RecordEntry, addenda: z.array(RecordEntry) });
