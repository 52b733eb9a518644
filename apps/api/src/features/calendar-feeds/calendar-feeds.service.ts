import type { CallInput, CallResult } from '@app/domain';
import ical, { ICalEventStatus } from 'ical-generator';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { accessDenied } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { CalendarFeedsRepo } from './calendar-feeds.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed covers a month back and six months ahead (phone calendars refetch it every few hours). */
const FEED_PAST_DAYS = 31;
const FEED_AHEAD_DAYS = 183;
const FEED_EVENTS_MAX = 2000;

/** The kinds of visit (spec 2 §4) as a calendar entry's title starts. */
const TYPE_LABELS = ['Consulta', 'Retorno', 'Procedimento', 'Paciente modelo', 'Representante'];
const PENDING_MARK = ' (a confirmar)';

/**
 * A supplier's agenda as a private iCalendar feed (decision 133): the URL's random token is the
 * only credential, a new URL revokes the previous one, and revoking stops them all.
 */
export function createCalendarFeedsService(deps: {
  database: Database;
  feeds: CalendarFeedsRepo;
  publicUrl?: string;
  now?: () => Date;
}) {
  const { database, feeds: repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Owners and managers act on any supplier; a supplier only on their own agenda. */
  async function assertSupplier(actor: Actor, supplierId: string) {
    const own = actor.manager && !actor.manager.isOwner ? actor.manager.supplierId : null;
    if (own && own !== supplierId) throw accessDenied();
    const placeId = placeOf(actor).id;
    const name = await database.inPlace(placeId, (tx) => repo.supplierName(tx, placeId, supplierId));
    if (name === null) {
      throw refuse(actor, 'supplierNotFound', 'supplier_not_found', { status: 404, field: 'service_supplier_id' });
    }
  }

  return {
    async create(actor: Actor, input: CallInput<'calendarfeed/create'>): Promise<CallResult<'calendarfeed/create'>> {
      await assertSupplier(actor, input.service_supplier_id);
      const placeId = placeOf(actor).id;
      const { token, hash } = newToken();
      await database.inPlace(placeId, (tx) => repo.replace(tx, placeId, input.service_supplier_id, hash, now()));
      return { url: `${deps.publicUrl ?? ''}/api/calendar/${token}.ics` };
    },

    async revoke(actor: Actor, input: CallInput<'calendarfeed/revoke'>): Promise<CallResult<'calendarfeed/revoke'>> {
      await assertSupplier(actor, input.service_supplier_id);
      const placeId = placeOf(actor).id;
      const revoked = await database.inPlace(placeId, (tx) =>
        repo.replace(tx, placeId, input.service_supplier_id, null, now()),
      );
      return { revoked };
    },

    /** The .ics text of a live feed, or null (unknown or revoked token: the same answer). */
    async render(token: string): Promise<string | null> {
      const feed = await database.inTransaction((tx) => repo.live(tx, hashToken(token)));
      if (!feed) return null;
      const at = now();
      const { name, bookings } = await database.inPlace(feed.placeId, async (tx) => ({
        name: await repo.supplierName(tx, feed.placeId, feed.supplierId),
        bookings: await repo.agenda(
          tx,
          feed.placeId,
          feed.supplierId,
          new Date(at.getTime() - FEED_PAST_DAYS * DAY_MS),
          new Date(at.getTime() + FEED_AHEAD_DAYS * DAY_MS),
          FEED_EVENTS_MAX,
        ),
      }));
      const calendar = ical({
        name: `Agenda — ${name ?? feed.supplierId}`,
        prodId: { company: 'pedido-app', product: 'agenda', language: 'PT' },
        timezone: 'America/Sao_Paulo',
        ttl: 60 * 60,
      });
      for (const b of bookings) {
        const label = TYPE_LABELS[b.type] ?? TYPE_LABELS[0];
        calendar.createEvent({
          id: b.id,
          start: b.startsAt,
          end: b.endsAt,
          stamp: b.updatedAt,
          summary: `${label}: ${b.username}${b.status === 0 ? PENDING_MARK : ''}`,
          description: b.notes ?? undefined,
          status: b.status === 0 ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}
export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
