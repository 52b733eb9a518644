import { z } from 'zod';
import { isCalendarDay } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import {
  PATIENT_FILE_MAX_BASE64,
  PATIENT_FILE_TYPES,
  PLAN_INTERVAL_DAYS_MAX,
  PLAN_SESSION_STATUSES,
  PLAN_SESSIONS_MAX,
  SHARE_DAYS_MAX,
} from './files-rules.ts';
import { isRecordDay } from './rules.ts';

// The wire of patient files, before/after photos, shared results and application plans (spec 2 §3,
// §7; decisions 160–163).

const id = (text: string) => z.uuid(text);
const PatientId = id('Paciente não encontrado.');
const name = (max: number, text: string) => plainText(max).trim().min(1, text);
const optText = (max: number) =>
  plainText(max)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
/** base64 or a data: URL; the server checks the size and the type from the bytes. */
const Base64 = (text: string) =>
  z.string(text).min(1, text).max(PATIENT_FILE_MAX_BASE64, 'Arquivo muito grande: envie até 10 MB.');
const PAST_DAY_MESSAGE = 'Data: informe uma data entre 01/01/2000 e hoje.';
const PastDay = z
  .string()
  .max(10, PAST_DAY_MESSAGE)
  .refine((v) => isCalendarDay(v) && isRecordDay(v), PAST_DAY_MESSAGE);
const PLAN_DAY_MESSAGE = 'Data de início: informe uma data entre 01/01/2000 e 31/12/2100.';
const PlanDay = z
  .string()
  .max(10, PLAN_DAY_MESSAGE)
  .refine((v) => isCalendarDay(v) && v >= '2000-01-01' && v <= '2099-12-31', PLAN_DAY_MESSAGE);
/** Why something clinical is hidden (it is never deleted): required, kept in the audit. */
const HideReason = plainText(500).trim().min(3, 'Informe o motivo (pelo menos 3 caracteres).');

export const PatientFileType = z.enum(PATIENT_FILE_TYPES);

/** A file of the patient's record; `hidden_*` are set when someone hid it (never deleted). */
export const PatientFile = z.object({
  _id: z.string(),
  patient_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content_type: PatientFileType,
  size: z.number().int(),
  sha256: z.string(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type PatientFile = z.infer<typeof PatientFile>;

export const PatientPhoto = z.object({
  _id: z.string(),
  patient_id: z.string(),
  procedure: z.string(),
  region: z.string(),
  date: z.string(),
  before_sha256: z.string(),
  after_sha256: z.string(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type PatientPhoto = z.infer<typeof PatientPhoto>;

/** A signed, short-lived URL (decision 161). */
const SignedUrl = z.string();

export const FilesUploadBody = z.object({
  patient_id: PatientId,
  name: name(200, 'Informe o nome do arquivo.'),
  description: optText(500),
  data: Base64('Escolha um arquivo.'),
});
export const FileResponse = z.object({ file: PatientFile });
export const FilesGetBody = z.object({ file_id: id('Arquivo não encontrado.') });
export const FilesGetResponse = z.object({ file: PatientFile, url: SignedUrl, expires_at: z.string() });
export const FilesDeleteBody = z.object({ file_id: id('Arquivo não encontrado.'), reason: HideReason });

export const PhotosUploadBody = z.object({
  patient_id: PatientId,
  before: Base64('Escolha a foto de antes.'),
  after: Base64('Escolha a foto de depois.'),
  procedure: name(200, 'Informe o procedimento.'),
  region: name(100, 'Informe a região.'),
  date: PastDay,
});
export const PhotoResponse = z.object({ photo: PatientPhoto });
export const PhotoShare = z.object({
  _id: z.string(),
  speciality_name: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export const PhotosGetBody = z.object({ photo_id: id('Foto não encontrada.') });
export const PhotosGetResponse = z.object({
  photo: PatientPhoto,
  before_url: SignedUrl,
  after_url: SignedUrl,
  expires_at: z.string(),
  /** The patient's current consent to the use of their image (CFM 2.336/2023): sharing needs it. */
  image_consent: z.boolean(),
  shares: z.array(PhotoShare),
});
export const PhotosDeleteBody = z.object({ photo_id: id('Foto não encontrada.'), reason: HideReason });

export const SharePhotosCreateBody = z.object({
  patient_id: PatientId,
  /** The before/after pair shared (the spec's photo_before_url / photo_later_url are minted per read). */
  photo_id: id('Foto não encontrada.'),
  /** The patient's app user, when they have one (kept for the spec's field). */
  user_id: id('Usuário não encontrado.').nullable().optional(),
  speciality_name: name(100, 'Informe a especialidade.'),
  days: z
    .number('Validade: informe um número de dias.')
    .int('Validade: informe um número inteiro de dias.')
    .min(1, `Validade: de 1 a ${SHARE_DAYS_MAX} dias.`)
    .max(SHARE_DAYS_MAX, `Validade: de 1 a ${SHARE_DAYS_MAX} dias.`)
    .optional(),
});
export const SharePhotosCreateResponse = z.object({
  share: PhotoShare,
  /** The link's id: the page is /resultado-procedimento/fotos/{share_id}. Shown once, stored hashed. */
  share_id: z.string(),
});
export const SharePhotosGetBody = z.object({
  share_id: z.string('Resultado não encontrado.').regex(/^[A-Za-z0-9_-]{20,64}$/, 'Resultado não encontrado.'),
});
export const SharePhotosGetResponse = z.object({
  speciality_name: z.string(),
  procedure: z.string(),
  region: z.string(),
  date: z.string(),
  photo_before_url: SignedUrl,
  photo_later_url: SignedUrl,
  expires_at: z.string(),
});
export const SharePhotosRevokeBody = z.object({ _id: id('Compartilhamento não encontrado.') });
export const SharePhotosRevokeResponse = z.object({ share: PhotoShare });

export const PlanSessionStatus = z.enum(PLAN_SESSION_STATUSES, 'Situação da sessão inválida.');
export const PlanSession = z.object({ number: z.number().int(), date: z.string(), status: PlanSessionStatus });
export const ApplicationPlan = z.object({
  _id: z.string(),
  patient_id: z.string(),
  product: z.string(),
  notes: z.string().nullable(),
  interval_days: z.number().int(),
  start_date: z.string(),
  sessions: z.array(PlanSession),
  status: z.enum(['active', 'finished']),
  author_name: z.string(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type ApplicationPlan = z.infer<typeof ApplicationPlan>;

export const PlanCreateBody = z.object({
  patient_id: PatientId,
  product: name(200, 'Informe o produto.'),
  sessions: z
    .number('Sessões: informe um número.')
    .int('Sessões: informe um número inteiro.')
    .min(1, `Sessões: de 1 a ${PLAN_SESSIONS_MAX}.`)
    .max(PLAN_SESSIONS_MAX, `Sessões: de 1 a ${PLAN_SESSIONS_MAX}.`),
  interval_days: z
    .number('Intervalo: informe um número de dias.')
    .int('Intervalo: informe um número inteiro de dias.')
    .min(1, `Intervalo: de 1 a ${PLAN_INTERVAL_DAYS_MAX} dias.`)
    .max(PLAN_INTERVAL_DAYS_MAX, `Intervalo: de 1 a ${PLAN_INTERVAL_DAYS_MAX} dias.`),
  start_date: PlanDay,
  notes: optText(2000),
});
export const PlanResponse = z.object({ plan: ApplicationPlan });
export const PlanGetBody = z.object({
  patient_id: PatientId,
  /** With detailed, hidden plans are listed too (with their reason). */
  detailed: z.boolean().optional(),
  filters: z.object({ status: z.enum(['active', 'finished'], 'Filtro inválido.').optional() }).optional(),
});
export const PlanGetResponse = z.object({ plans: z.array(ApplicationPlan) });
export const PlanDeleteBody = z.object({ _id: id('Plano não encontrado.'), reason: HideReason });
export const PlanSessionBody = z.object({
  _id: id('Plano não encontrado.'),
  number: z
    .number('Sessão inválida.')
    .int('Sessão inválida.')
    .min(1, 'Sessão inválida.')
    .max(PLAN_SESSIONS_MAX, 'Sessão inválida.'),
  status: PlanSessionStatus,
});

export const ExportBody = z.object({ patient_id: PatientId });
export const ExportResponse = z.object({
  /** The whole record, machine-readable (LGPD art. 18 V, portability). */
  record: z.record(z.string(), z.unknown()),
  /** The same record as one PDF, through a signed, short-lived URL. */
  pdf_url: SignedUrl,
  expires_at: z.string(),
});
