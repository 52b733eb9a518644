import { SETTINGS_SECTIONS, type SettingsSection, TEMPLATE_KEYS } from '@app/domain/places/settings-schemas';
import type { AdminSettings } from '../api/settings-calls.ts';

type Settings = AdminSettings['settings'];

const WEEK = [0, 1, 2, 3, 4, 5, 6];
// Slot hours are edited as text ('11:00, 11:30'); `normaliseForm` turns them back into lists.
const fullWeek = (days: { weekday: number; hours: string[] }[]) =>
  WEEK.map((weekday) => ({ weekday, hours: (days.find((d) => d.weekday === weekday)?.hours ?? []).join(', ') }));

/** A section's form values: text inputs get '' for null, the agenda all seven weekdays. */
export function toFormValues(section: SettingsSection, s: Settings): Record<string, unknown> {
  const all: Record<string, unknown> = {
    ...s,
    address: s.address ?? '',
    city: s.city ?? '',
    uf: s.uf ?? '',
    support_link: s.support_link ?? '',
    wifi_password: s.wifi_password ?? '',
    payments_seller_id: s.payments_seller_id ?? '',
    pickup_places: s.pickup_places.join('\n'),
    templates: Object.fromEntries(TEMPLATE_KEYS.map((k) => [k, s.templates[k] ?? ''])),
    agenda: {
      days_ahead: s.agenda?.days_ahead ?? 7,
      lead_minutes: s.agenda?.lead_minutes ?? 60,
      capacity: s.agenda?.capacity ?? 0,
      delivery: fullWeek(s.agenda?.delivery ?? []),
      pickup_enabled: s.agenda?.pickup_enabled ?? false,
      pickup: fullWeek(s.agenda?.pickup ?? []),
    },
  };
  return Object.fromEntries(SETTINGS_SECTIONS[section].map((k) => [k, all[k]]));
}

/** 'HH:MM' slot starts typed as a list ('11:00, 11:30 12:00'). */
export function parseHourList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? '')
    .split(/[\s,;]+/)
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => (/^\d:\d{2}$/.test(h) ? `0${h}` : h));
}

/** Every `step` minutes from `from` until before `to` ('11:00', '23:00', 30). */
export function hoursBetween(from: string, to: string, step: number): string[] {
  const toMin = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  const out: string[] = [];
  if (!/^\d{2}:\d{2}$/.test(from) || !/^\d{2}:\d{2}$/.test(to) || step < 5) return out;
  for (let m = toMin(from); m < toMin(to); m += step) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

const lines = (v: unknown) =>
  Array.isArray(v)
    ? v.map(String)
    : String(v ?? '')
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);

/** The typed text fields back into the wire's lists, before the schema checks them. */
export function normaliseForm(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  if ('pickup_places' in out) out.pickup_places = lines(out.pickup_places);
  const agenda = out.agenda as { delivery?: { hours: unknown }[]; pickup?: { hours: unknown }[] } | null | undefined;
  if (agenda && typeof agenda === 'object') {
    const week = (days?: { hours: unknown }[]) => days?.map((d) => ({ ...d, hours: parseHourList(d.hours) }));
    out.agenda = { ...agenda, delivery: week(agenda.delivery), pickup: week(agenda.pickup) };
  }
  return out;
}
