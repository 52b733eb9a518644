import { leadAgeDays } from '@app/domain/sales-funnel/rules';

/** The card's age text key and count: today, 1 day, N days. */
export function leadAge(created: string, now: Date = new Date()): { key: 'age.today' | 'age.days'; count: number } {
  const days = leadAgeDays(new Date(created), now);
  return days === 0 ? { key: 'age.today', count: 0 } : { key: 'age.days', count: days };
}

/** A local 'YYYY-MM-DDTHH:MM' (datetime-local) as an ISO instant with the browser's offset. */
export function localInputToIso(value: string): string | null {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
