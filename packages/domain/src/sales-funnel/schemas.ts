import { z } from 'zod';
import { boundedDay, boundedInstant, boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { Email, Phone } from '../users/schemas.ts';
import { FUNNEL_STAGES, HIDE_DURATION_HOURS_MAX, HIDE_DURATION_HOURS_MIN } from './rules.ts';

// The wire of the sales funnel and chat contacts (spec 2 §3 Persistent chat, Reminder, Funnel
// lists; §7 'Chat, funnel and lists'; decisions 146–149). Field names are the spec's.

const Id = z.uuid('Identificador inválido.');
const ChatId = plainText(200).trim().min(1, 'Informe a conversa.');
const optId = Id.nullable().optional();
const optText = (max: number) =>
  plainText(max)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const Search = plainText(100).trim().optional();

export const FunnelStage = z.enum(FUNNEL_STAGES, 'Etapa do funil inválida.');

/** What the front desk edits on a lead (every field optional in an update; null clears). */
export const LeadFields = z.object({
  name: plainText(200).trim().min(1, 'Informe o nome.').optional(),
  phone: Phone.nullable().optional(),
  first_contact: optId,
  advertising_campaign: optId,
  type_contact_id: optId,
  served_by: optText(100),
  notes: optText(2000),
  stage: FunnelStage.optional(),
  cancellation_reason_id: optId,
  /** The reminder: the lead stays hidden until then and reappears (spec 2 §3 Reminder). */
  unlock_at: boundedInstant('fieldReminderAt').nullable().optional(),
  reminder_note: optText(500),
});
export type LeadFields = z.output<typeof LeadFields>;

/** A lead named by the chat tool's conversation id or by its own id (spec 2 §7: chat_id or contact_id). */
export const LeadRef = z
  .object({ chat_id: ChatId.optional(), contact_id: Id.optional() })
  .refine((v) => (v.chat_id === undefined) !== (v.contact_id === undefined), {
    message: 'Informe a conversa ou o contato.',
    path: ['contact_id'],
  });

export const Lead = z.object({
  _id: z.string(),
  chat_id: z.string().nullable(),
  person_id: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  created: z.string(),
  agent_name: z.string().nullable(),
  first_contact: z.string().nullable(),
  first_contact_name: z.string().nullable(),
  advertising_campaign: z.string().nullable(),
  campaign_name: z.string().nullable(),
  type_contact_id: z.string().nullable(),
  contact_type_name: z.string().nullable(),
  served_by: z.string().nullable(),
  user_id: z.string().nullable(),
  patient_id: z.string().nullable(),
  stage: FunnelStage,
  cancellation_reason_id: z.string().nullable(),
  cancellation_reason_name: z.string().nullable(),
  notes: z.string().nullable(),
  unlock_at: z.string().nullable(),
  unlock_time_br: z.string().nullable(),
  reminder_note: z.string().nullable(),
});
export type Lead = z.infer<typeof Lead>;

export const LeadListBody = z.object({ search: Search });
export const LeadList = z.object({ chats: z.array(Lead) });
export const BoardBody = z.object({ search: Search });
export const Board = z.object({
  people_with_sales_funnel: z.array(Lead),
  /** Conversations of the chat tool left out because the contact has no phone (spec 2 §4). */
  skipped: z.array(z.object({ chat_id: z.string(), name: z.string() })),
  /** The chat tool could not be read: the board shows what the clinic already has. */
  chat_unavailable: z.boolean(),
});
export const OneLead = z.object({ chat: Lead });
export const Removed = z.object({ removed: z.literal(true) });

export const UpdatePersistentChatBody = z.object({ contact_id: Id, fields_to_update: LeadFields });
export const UpdateNewContactBody = z.object({ id: Id, fields_update: LeadFields });
export const CreateChatFunnelBody = z.object({
  fields: LeadFields.extend({ name: plainText(200).trim().min(1, 'Informe o nome.'), phone: Phone }),
});

export const HideDuration = boundedInt('fieldHideDuration', HIDE_DURATION_HOURS_MIN, HIDE_DURATION_HOURS_MAX);
export const HideBody = z
  .object({ chat_id: ChatId.optional(), contact_id: Id.optional(), hide_duration: HideDuration })
  .refine((v) => (v.chat_id === undefined) !== (v.contact_id === undefined), {
    message: 'Informe a conversa ou o contato.',
    path: ['contact_id'],
  });
export const Hidden = z.object({ unlock_at: z.string(), unlock_time_br: z.string() });

export const ContactBody = z.object({ contact_id: Id });
export const ContactAttendancies = z.object({
  attendancies: z.array(
    z.object({ _id: z.string(), starts_at: z.string(), status: z.number(), service_supplier_id: z.string() }),
  ),
});

export const ChatPerson = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string()),
});
export const GetPersonBody = z.object({ person_id: ChatId });
export const PersonResponse = z.object({ person: ChatPerson });
export const UpdatePersonBody = z.object({
  id: ChatId,
  customFields: z
    .record(plainText(60).trim().min(1), plainText(500))
    .refine((v) => Object.keys(v).length <= 30, 'Envie no máximo 30 campos.'),
});

export const UserAppointmentsBody = z.object({ user: Id });
export const UserAppointments = z.object({ total_appointments: z.number().int() });

export const Reminder = z.object({
  contact_id: z.string(),
  chat_id: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  unlock_at: z.string(),
  unlock_time_br: z.string(),
  note: z.string().nullable(),
});
export const Reminders = z.object({ remembers: z.array(Reminder) });
export const EmptyBody = z.object({});

const Professional = z.object({ service_supplier_id: z.string(), name: z.string() }).nullable();
export const ProfessionalInUserBody = z.object({ user_id: Id });
export const ProfessionalInUserPhoneBody = z.object({ phone: Phone });
export const ProfessionalResponse = z.object({ professional: Professional, user_id: z.string().nullable() });

export const LinkUserBody = z
  .object({ contact_id: Id, user_id: Id.optional(), patient_id: Id.optional() })
  .refine((v) => v.user_id !== undefined || v.patient_id !== undefined, {
    message: 'Escolha o paciente.',
    path: ['patient_id'],
  });
export const LinkUserResponse = z.object({ chat: Lead, origin_recorded: z.boolean() });

export const FunnelUsers = z.object({
  users: z.array(z.object({ user_id: z.string(), name: z.string(), service_supplier_id: z.string().nullable() })),
});

export const FunnelReportBody = z.object({
  from: boundedDay('fieldReportFrom'),
  to: boundedDay('fieldReportTo'),
  campaign_id: Id.optional(),
  type_contact_id: Id.optional(),
  service_supplier_id: plainText(100).trim().min(1).optional(),
});
const Group = z.object({ key: z.string().nullable(), name: z.string().nullable(), count: z.number().int() });
export const FunnelReport = z.object({
  total: z.number().int(),
  by_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  by_campaign: z.array(Group),
  by_contact_type: z.array(Group),
  by_professional: z.array(Group),
});
export type FunnelReport = z.infer<typeof FunnelReport>;

// A place's own Octadesk account (decision 201): the API key is write-only, shown masked.
const OCTADESK_URL_MESSAGE = 'Informe o endereço da API do Octadesk começando com https://.';
export const ChatCredentials = z.object({
  /** Whether the place calls its own Octadesk account (false: the server's chat tool). */
  configured: z.boolean(),
  base_url: z.string().nullable(),
  agent_email: z.string().nullable(),
  /** The key's last four characters behind dots ('••••abcd'); the key itself is never sent back. */
  api_key_masked: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const ChatCredentialsSetBody = z.object({
  /** null removes the place's credentials (the server's chat tool answers again). */
  base_url: z
    .string()
    .trim()
    .max(300, OCTADESK_URL_MESSAGE)
    .regex(/^https:\/\/[^\s/?#@]+(?:\/[^\s?#]*)?$/i, OCTADESK_URL_MESSAGE)
    .nullable(),
  agent_email: Email.optional(),
  /** A new key; omitted keeps the saved one. */
  api_key: plainText(500).trim().min(8, 'Informe a chave da API do Octadesk.').optional(),
});
