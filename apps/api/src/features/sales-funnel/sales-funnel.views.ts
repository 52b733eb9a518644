import type { CallResult } from '@app/domain';
import { unlockTimeBr } from '@app/domain/sales-funnel/rules';
import type { Lead } from '@app/domain/sales-funnel/schemas';
import type { LeadRecord, reportRows } from './sales-funnel.repo.ts';

const iso = (v: string | Date) => new Date(v).toISOString();

/** A lead on the wire (spec 2 §3 Persistent chat field names). */
export function leadView(r: LeadRecord, now: Date = new Date()): Lead {
  const unlock = r.unlock_at ? new Date(r.unlock_at) : null;
  const pending = unlock && unlock > now ? unlock : null;
  return {
    _id: r.id,
    chat_id: r.chat_id,
    person_id: r.person_id,
    name: r.name,
    phone: r.phone,
    created: iso(r.created_at),
    agent_name: r.agent_name,
    first_contact: r.first_contact_id,
    first_contact_name: r.first_contact_name,
    advertising_campaign: r.campaign_id,
    campaign_name: r.campaign_name,
    type_contact_id: r.contact_type_id,
    contact_type_name: r.contact_type_name,
    served_by: r.served_by,
    user_id: r.user_id,
    patient_id: r.patient_id,
    stage: r.stage,
    cancellation_reason_id: r.cancellation_reason_id,
    cancellation_reason_name: r.cancellation_reason_name,
    notes: r.notes,
    unlock_at: pending ? pending.toISOString() : null,
    unlock_time_br: pending ? unlockTimeBr(pending) : null,
    reminder_note: pending ? r.reminder_note : null,
  };
}

type Group = { key: string | null; name: string | null; count: number };

function groupBy<T>(rows: T[], key: (r: T) => string | null, name: (r: T) => string | null, n: (r: T) => number) {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const k = key(row);
    const g = groups.get(k ?? '') ?? { key: k, name: name(row), count: 0 };
    g.count += n(row);
    groups.set(k ?? '', g);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || String(a.name).localeCompare(String(b.name)));
}

/** The report: totals per day (every day of the period, zeros included) and per group. */
export function reportView(
  rows: Awaited<ReturnType<typeof reportRows>>,
  from: string,
  to: string,
): CallResult<'funnelReport/attended'> {
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.n);
  const by_day: { day: string; count: number }[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const day = d.toISOString().slice(0, 10);
    by_day.push({ day, count: perDay.get(day) ?? 0 });
  }
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    by_day,
    by_campaign: groupBy(
      rows,
      (r) => r.campaign_id,
      (r) => r.campaign_name,
      (r) => r.n,
    ),
    by_contact_type: groupBy(
      rows,
      (r) => r.contact_type_id,
      (r) => r.contact_type_name,
      (r) => r.n,
    ),
    by_professional: groupBy(
      rows,
      (r) => r.professional,
      (r) => r.professional_name,
      (r) => r.n,
    ),
  };
}
