import { localParts, monthRange } from '@app/domain/scheduling/rules';
import type { Database } from '../../platform/db/client.ts';
import type { AppointmentRecord, SchedulingRepo } from './scheduling.repo.ts';

/**
 * A supplier's active slots of one local month in order, with whether each is held, by local day
 * (in order); null: no such supplier.
 */
export type MonthSlots = { supplierActive: boolean; byDay: Map<string, AppointmentRecord[]> } | null;

/** The slots by local (São Paulo) day, days and slots in order. */
export function byLocalDay(slots: AppointmentRecord[]): Map<string, AppointmentRecord[]> {
  const days = new Map<string, AppointmentRecord[]>();
  for (const slot of slots) {
    const date = localParts(slot.startsAt).date;
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}

/** The channel the database announces agenda changes on (migration agenda_changed, decision 208). */
export const AGENDA_CHANNEL = 'agenda_changed';

type Entry = { value: MonthSlots; expires: number };

/**
 * The agenda reads' month of slots in memory, per API instance (decision 208). PostgreSQL itself
 * says when to forget: triggers on slots, bookings and suppliers NOTIFY '<place>/<supplier>' at
 * commit, whoever wrote (this service, the checkout, order endings, reminders, merges, SQL by
 * hand), and every instance LISTENs. While the listener is not connected nothing is kept (every
 * read goes to the database), and a load that started before a change to its supplier (or before
 * the listener came back) is not kept. What depends on the clock (past slots, free or not) is
 * decided per request from the slots, so an entry never goes stale by time; `ttlMs` only bounds
 * how long an entry lives. ttlMs 0: off.
 */
export function createAgendaCache(deps: {
  database: Database;
  repo: SchedulingRepo;
  ttlMs: number;
  maxEntries?: number;
}) {
  const { database, repo, ttlMs } = deps;
  const maxEntries = deps.maxEntries ?? 2_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<MonthSlots>>();
  /** A counter moved by every drop; per supplier, the count at its last drop. */
  let clock = 0;
  const droppedAt = new Map<string, number>();
  let listeningSince: number | null = null;

  const supplierKey = (placeId: string, supplierId: string) => `${placeId}/${supplierId}`;

  function drop(key: string) {
    clock += 1;
    droppedAt.set(key, clock);
    const prefix = `${key}|`;
    for (const k of entries.keys()) if (k.startsWith(prefix)) entries.delete(k);
    for (const k of inFlight.keys()) if (k.startsWith(prefix)) inFlight.delete(k);
  }

  function setListening(on: boolean) {
    clock += 1;
    entries.clear();
    inFlight.clear();
    listeningSince = on ? clock : null;
  }

  const stopping =
    ttlMs > 0 ? database.listen(AGENDA_CHANNEL, drop, setListening).catch(() => null) : Promise.resolve(null);

  const read = async (placeId: string, supplierId: string, month: string): Promise<MonthSlots> => {
    const found = await repo.supplierSlots(
      (statement) => database.readStatement(placeId, statement),
      placeId,
      supplierId,
      monthRange(month),
      { activeOnly: true },
    );
    return found && { supplierActive: found.supplierActive, byDay: byLocalDay(found.slots) };
  };

  return {
    /** The supplier's active slots of the local month `YYYY-MM` (from memory when it can be trusted). */
    month(placeId: string, supplierId: string, month: string): Promise<MonthSlots> {
      if (listeningSince === null) return read(placeId, supplierId, month);
      const sKey = supplierKey(placeId, supplierId);
      const key = `${sKey}|${month}`;
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const startedAt = clock;
      const loading = read(placeId, supplierId, month)
        .then((value) => {
          const trusted =
            listeningSince !== null && listeningSince <= startedAt && (droppedAt.get(sKey) ?? 0) <= startedAt;
          if (trusted) {
            entries.delete(key);
            // Oldest first in a Map: the first key is the least recently filled.
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expires: Date.now() + ttlMs });
          }
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
        });
      inFlight.set(key, loading);
      return loading;
    },
    /** Forgets a supplier's months here at once (this instance's own writes; others hear the NOTIFY). */
    drop(placeId: string, supplierId: string) {
      drop(supplierKey(placeId, supplierId));
    },
    async stop() {
      const stop = await stopping;
      await stop?.();
    },
  };
}
export type AgendaCache = ReturnType<typeof createAgendaCache>;
