import { z } from 'zod';
import { HOUR_PATTERN } from '../scheduling/rules.ts';
import { boundedDay, boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import {
  AUDIENCES,
  type Audience as AudienceRule,
  DESCRIPTION_MAX,
  FORM_VALUE_MAX,
  FREQUENCIES,
  type Frequency as FrequencyRule,
  NO_VISIT_MONTHS_MAX,
  REMINDER_CHANNELS,
  SEND_STATUSES,
  STATUSES,
  TEMPLATE_VARIABLES_MAX,
  WHATSAPP_REMINDER_HOURS_MAX,
  WHATSAPP_REMINDER_HOURS_MIN,
} from './rules.ts';

// The wire of WhatsApp numbers, templates and automatic messages (decisions 150–154).

const ProviderId = z
  .string({ error: 'Escolha um número e um modelo.' })
  .trim()
  .min(1, 'Escolha um número e um modelo.')
  .max(64, 'Identificador inválido.')
  .regex(/^[\w.-]+$/, 'Identificador inválido.');
const Hour = z.string({ error: 'Informe a hora (HH:MM).' }).regex(HOUR_PATTERN, 'Informe a hora (HH:MM).');
const Id = z.string().uuid('Mensagem automática não encontrada.');

export const WhatsappNumber = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string(),
});
export const WhatsappTemplate = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  body: z.string(),
  variables: z.number().int(),
});
export const ListNumbersBody = z.object({});
export const ListNumbersResponse = z.object({ numbers: z.array(WhatsappNumber) });
export const ListTemplateBody = z.object({ numberId: ProviderId.optional() });
export const ListTemplateResponse = z.object({ templates: z.array(WhatsappTemplate) });
export const ListChatsBody = z.object({ limit: boundedInt('fieldChatsLimit', 1, 200).optional() });
export const WhatsappChat = z.object({
  phone: z.string(),
  patient_name: z.string().nullable(),
  last_message: z.string(),
  status: z.enum(SEND_STATUSES),
  error: z.string().nullable(),
  at: z.string(),
  opted_out: z.boolean(),
});
export const ListChatsResponse = z.object({ chats: z.array(WhatsappChat) });

const AudienceFields = z.object({
  kind: z.enum(AUDIENCES, 'Escolha quem recebe a mensagem.'),
  /** With no_visit: the months without a visit. */
  months: boundedInt('fieldNoVisitMonths', 1, NO_VISIT_MONTHS_MAX).optional(),
});
/** Who receives it; the server gets the rule's own shape ({ kind } or { kind: 'no_visit', months }). */
export const Audience = AudienceFields.superRefine((a, ctx) => {
  if (a.kind === 'no_visit' && a.months === undefined) {
    ctx.addIssue({ code: 'custom', path: ['months'], message: 'Informe há quantos meses sem consulta.' });
  }
}).transform(
  (a): AudienceRule => (a.kind === 'no_visit' ? { kind: 'no_visit', months: a.months as number } : { kind: a.kind }),
);

const FrequencyFields = z.object({
  type: z.enum(FREQUENCIES, 'Escolha quando a mensagem é enviada.'),
  /** With once: the day. */
  day: boundedDay('fieldDate').optional(),
  /** With weekly: 0 = Sunday … 6 = Saturday. */
  weekday: boundedInt('fieldWeekday', 0, 6).optional(),
  hour: Hour,
});
/** When it goes out; the server gets the rule's own shape. */
export const Frequency = FrequencyFields.superRefine((f, ctx) => {
  if (f.type === 'once' && !f.day) ctx.addIssue({ code: 'custom', path: ['day'], message: 'Informe a data do envio.' });
  if (f.type === 'weekly' && f.weekday === undefined) {
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Escolha o dia da semana.' });
  }
}).transform((f): FrequencyRule => {
  if (f.type === 'once') return { type: 'once', day: f.day as string, hour: f.hour };
  if (f.type === 'weekly') return { type: 'weekly', weekday: f.weekday as number, hour: f.hour };
  return { type: 'daily', hour: f.hour };
});
export const FormData = z
  .record(z.string().regex(/^\d{1,2}$/, 'Variável inválida.'), plainText(FORM_VALUE_MAX))
  .refine((v) => Object.keys(v).length <= TEMPLATE_VARIABLES_MAX, 'Variáveis demais.');

export const AutomaticMessageCreateBody = z.object({
  filter: Audience,
  frequency: Frequency,
  formData: FormData,
  description: plainText(DESCRIPTION_MAX).pipe(z.string().min(1, 'Descreva a mensagem.')),
  numberId: ProviderId,
  templateId: ProviderId,
});
export const AutomaticMessagePreviewBody = AutomaticMessageCreateBody.pick({
  filter: true,
  formData: true,
  numberId: true,
  templateId: true,
});
export const AutomaticMessagePreviewResponse = z.object({
  text: z.string(),
  sample_name: z.string().nullable(),
  audience: z.number().int(),
});
export const AutomaticMessage = z.object({
  _id: z.string(),
  description: z.string(),
  filter: AudienceFields,
  frequency: FrequencyFields,
  formData: z.record(z.string(), z.string()),
  numberId: z.string(),
  templateId: z.string(),
  template_name: z.string(),
  template_body: z.string(),
  status: z.enum(STATUSES),
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  counts: z.object({ sent: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
});
export const AutomaticMessageCreateResponse = z.object({ automatic_message: AutomaticMessage });
export const AutomaticMessageListBody = z.object({});
export const AutomaticMessageListResponse = z.object({ automatic_messages: z.array(AutomaticMessage) });
export const AutomaticMessageStatusBody = z.object({ id: Id, status: z.enum(['active', 'paused']) });
export const AutomaticMessageRemoveBody = z.object({ id: Id });
export const AutomaticMessageRemoveResponse = z.object({ removed: z.literal(true) });

export const OrderStatusSettingBody = z.object({});
export const OrderStatusSettingSetBody = z.object({ numberId: ProviderId.nullable() });
export const ReminderSettingBody = z.object({});
export const ReminderSettingSetBody = z.object({
  numberId: ProviderId.nullable(),
  hours: boundedInt('fieldReminderHours', WHATSAPP_REMINDER_HOURS_MIN, WHATSAPP_REMINDER_HOURS_MAX),
  /** sms, whatsapp, both or none (decision 212); omitted: the current choice is kept. */
  channel: z.enum(REMINDER_CHANNELS).optional(),
});
export const ReminderSettingResponse = z.object({
  /** The number appointment reminders go out from; null when the place has them off. */
  numberId: z.string().nullable(),
  /** How many hours before the booking the reminder goes out. */
  hours: z.number().int(),
  /** Whether the business account has the approved 'lembrete_consulta' template. */
  template_found: z.boolean(),
  /** How reminders go out: sms, whatsapp, both or none (decision 212). */
  channel: z.enum(REMINDER_CHANNELS),
});
export const OrderStatusSettingResponse = z.object({
  /** The number order-status messages go out from; null when the place has them off. */
  numberId: z.string().nullable(),
  /** Whether the business account has the approved template they need. */
  template_found: z.boolean(),
});
