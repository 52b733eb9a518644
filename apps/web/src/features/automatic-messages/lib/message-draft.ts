import type { Audience, AudienceKind, Frequency, FrequencyType } from '@app/domain/automatic-messages/rules';
import { localParts } from '@app/domain/scheduling/rules';

/** What the form holds as the user types (strings), kept whatever the server answers. */
export type MessageDraft = {
  description: string;
  audience: AudienceKind;
  months: string;
  frequency: FrequencyType;
  day: string;
  weekday: string;
  hour: string;
  values: Record<string, string>;
};

export function emptyDraft(templateName: string, now = new Date()): MessageDraft {
  return {
    description: templateName,
    audience: templateName.includes('aniversario') ? 'birthday' : 'all_patients',
    months: '6',
    frequency: 'daily',
    day: localParts(now).date,
    weekday: '1',
    hour: '09:00',
    values: {},
  };
}

export function audienceOf(d: MessageDraft): Audience {
  return d.audience === 'no_visit' ? { kind: 'no_visit', months: Number(d.months) } : { kind: d.audience };
}

export function frequencyOf(d: MessageDraft): Frequency {
  if (d.frequency === 'once') return { type: 'once', day: d.day, hour: d.hour };
  if (d.frequency === 'weekly') return { type: 'weekly', weekday: Number(d.weekday), hour: d.hour };
  return { type: 'daily', hour: d.hour };
}

/** The form values of the template's variables 1..n (empty ones sent as they are: the server names them). */
export function formDataOf(d: MessageDraft, variables: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let n = 1; n <= variables; n++) out[String(n)] = d.values[String(n)] ?? '';
  return out;
}
