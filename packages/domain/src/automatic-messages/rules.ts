import { addDays, localParts } from '../scheduling/rules.ts';

// WhatsApp automatic messages (spec 2 §3 'WhatsApp automatic message'; decisions 150–154).

/** Who receives an automatic message: audiences computed on the clinic's own patients and bookings. */
export const AUDIENCES = ['birthday', 'appointment_tomorrow', 'no_visit', 'all_patients'] as const;
export type AudienceKind = (typeof AUDIENCES)[number];

/** When it goes out (São Paulo time). */
export const FREQUENCIES = ['once', 'daily', 'weekly'] as const;
export type FrequencyType = (typeof FREQUENCIES)[number];

export type Audience = { kind: Exclude<AudienceKind, 'no_visit'> } | { kind: 'no_visit'; months: number };
export type Frequency =
  | { type: 'once'; day: string; hour: string }
  | { type: 'daily'; hour: string }
  | { type: 'weekly'; weekday: number; hour: string };

export const NO_VISIT_MONTHS_MAX = 36;
/** A template has at most this many {{n}} variables (Cloud API bodies rarely pass ten). */
export const TEMPLATE_VARIABLES_MAX = 10;
export const FORM_VALUE_MAX = 200;
export const DESCRIPTION_MAX = 120;
/** Automatic messages a place keeps (active or paused). */
export const AUTOMATIC_MESSAGES_MAX = 50;
/** Recipients one run sends to at most (the rest waits for the next occurrence). */
export const RUN_RECIPIENTS_MAX = 5_000;
export const STATUSES = ['active', 'paused', 'finished'] as const;
export type AutomaticMessageStatus = (typeof STATUSES)[number];
export const SEND_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** The recipient's fields a variable may hold, written {{campo}} in the form. */
export const TEMPLATE_FIELDS = ['nome', 'primeiro_nome', 'data', 'hora', 'profissional', 'clinica'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type FieldValues = Partial<Record<TemplateField, string>>;

/** Replies that stop every automatic message to the sender (WhatsApp's opt-out practice). */
export const OPT_OUT_WORDS = ['SAIR', 'PARAR', 'STOP'] as const;

/** Meta's error code for a message type the receiver's WhatsApp cannot take (spec 2 §8). */
export const UNSUPPORTED_MESSAGE_TYPE = 131051;

export function isOptOutReply(text: string): boolean {
  const word = text
    .trim()
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.!]+$/, '');
  return (OPT_OUT_WORDS as readonly string[]).includes(word);
}

/** How many {{n}} variables a template body has (the highest n). */
export function variableCount(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{(\d{1,2})\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/** A form value with its {{campo}} fields filled from the recipient ('' for a field they lack). */
export function fillFields(value: string, fields: FieldValues): string {
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    (TEMPLATE_FIELDS as readonly string[]).includes(name) ? (fields[name as TemplateField] ?? '') : whole,
  );
}

/** The template's parameters in order ({{1}}, {{2}}…), each form value filled for one recipient. */
export function templateParameters(body: string, formData: Record<string, string>, fields: FieldValues): string[] {
  const out: string[] = [];
  for (let n = 1; n <= variableCount(body); n++) out.push(fillFields(formData[String(n)] ?? '', fields).trim());
  return out;
}

/** The text the recipient reads: the template body with its parameters in place. */
export function renderTemplate(body: string, parameters: string[]): string {
  return body.replace(/\{\{(\d{1,2})\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}

/** The variables of a template the form leaves empty (every one must be given). */
export function missingVariables(body: string, formData: Record<string, string>): number[] {
  const out: number[] = [];
  for (let n = 1; n <= variableCount(body); n++) if (!formData[String(n)]?.trim()) out.push(n);
  return out;
}

/** Fields named in the form that do not exist ({{idade}}…), so the user sees the typo before a run. */
export function unknownFields(formData: Record<string, string>): string[] {
  const out = new Set<string>();
  for (const value of Object.values(formData)) {
    for (const m of value.matchAll(/\{\{(\w+)\}\}/g)) {
      const name = m[1] ?? '';
      if (!(TEMPLATE_FIELDS as readonly string[]).includes(name)) out.add(name);
    }
  }
  return [...out];
}

const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The instant of a local day and hour in São Paulo (UTC−3, no daylight saving since 2019). */
export function localInstant(day: string, hour: string): Date {
  return new Date(Date.parse(`${day}T${hour}:00.000Z`) + SAO_PAULO_OFFSET_MS);
}

/** 0 = Sunday … 6 = Saturday, of a local day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00.000Z`).getUTCDay();
}

/**
 * The first run strictly after `after` (null when a one-off already passed). Runs are whole
 * occurrences: the key of one is its local day, so a retried or doubled run finds the same key.
 */
export function nextRun(frequency: Frequency, after: Date): Date | null {
  if (frequency.type === 'once') {
    const at = localInstant(frequency.day, frequency.hour);
    return at > after ? at : null;
  }
  const today = localParts(after).date;
  for (let i = 0; i <= 7; i++) {
    const day = addDays(today, i);
    if (frequency.type === 'weekly' && weekdayOf(day) !== frequency.weekday) continue;
    const at = localInstant(day, frequency.hour);
    if (at > after) return at;
  }
  return null;
}

/** The occurrence a run at `at` belongs to: its local day (one send per recipient per day at most). */
export function occurrenceOf(at: Date): string {
  return localParts(at).date;
}

/** Whole months between two local days (birthdays and "no visit in N months"). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The template order-status messages use: {{1}} first name, {{2}} order number, {{3}} status. */
export const ORDER_STATUS_TEMPLATE = 'status_pedido';
/** The order statuses a customer is told about: refused, accepted, out for delivery, delivered, cancelled. */
export const ORDER_NOTICE_STATUSES: readonly number[] = [0, 1, 3, 4, 5];

/** The template appointment reminders use: {{1}} first name, {{2}} professional, {{3}} date, {{4}} time. */
export const REMINDER_TEMPLATE = 'lembrete_consulta';
/** How many hours before a booking its WhatsApp reminder goes out, unless the clinic chose otherwise (decision 200). */
export const WHATSAPP_REMINDER_HOURS_DEFAULT = 24;
export const WHATSAPP_REMINDER_HOURS_MIN = 1;
export const WHATSAPP_REMINDER_HOURS_MAX = 72;
/** A booking made later than its reminder time still gets one, unless it starts within this (nothing to remind). */
export const WHATSAPP_REMINDER_MIN_AHEAD_MS = 60 * 60 * 1000;
/** How far ahead the planning sweep schedules reminders on the queue (it runs every 5 minutes). */
export const WHATSAPP_REMINDER_PLAN_AHEAD_MS = 60 * 60 * 1000;

/**
 * How a clinic reminds patients of their bookings (decision 212): by SMS (the day-before text with
 * confirm and cancel links), by WhatsApp (the template from the chosen number), both, or neither.
 */
export const REMINDER_CHANNELS = ['sms', 'whatsapp', 'both', 'none'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const remindsBySms = (channel: ReminderChannel) => channel === 'sms' || channel === 'both';
export const remindsByWhatsapp = (channel: ReminderChannel) => channel === 'whatsapp' || channel === 'both';

/**
 * The channel a reminder setting leaves (decision 212). Asked for: that one, but WhatsApp needs a
 * number (without one, 'whatsapp' is 'none' and 'both' is 'sms'). Not asked for (an older screen):
 * choosing a number means WhatsApp instead of the SMS (or both, if both was chosen), and no number
 * means the SMS (or none, if none was chosen).
 */
export function reminderChannelAfter(
  before: ReminderChannel,
  numberId: string | null,
  asked?: ReminderChannel,
): ReminderChannel {
  const wanted = asked ?? (numberId ? (before === 'both' ? 'both' : 'whatsapp') : before === 'none' ? 'none' : 'sms');
  if (numberId) return wanted;
  return wanted === 'both' ? 'sms' : wanted === 'whatsapp' ? 'none' : wanted;
}
