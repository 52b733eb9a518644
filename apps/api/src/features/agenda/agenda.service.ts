import type { CallInput, CallResult } from '@app/domain';
import { type AgendaWeek, agendaDays, isAgendaSlot } from '@app/domain/agenda/rules';
import type { Locale } from '@app/domain/shared/messages';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import type { AgendaSettingsRecord, PlaceRecord } from '../places/index.ts';
import type { AgendaRepo } from './agenda.repo.ts';

type Kind = 'delivery' | 'pickup';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The week of slots for a kind, or null when the place does not schedule that kind. */
function weekOf(place: PlaceRecord, kind: Kind): { agenda: AgendaSettingsRecord; week: AgendaWeek } | null {
  const agenda = place.agenda;
  if (!agenda) return null;
  if (kind === 'delivery') return place.delivery && place.deliveryAgenda ? { agenda, week: agenda.delivery } : null;
  return place.pickup && agenda.pickup_enabled ? { agenda, week: agenda.pickup } : null;
}

/**
 * Scheduled delivery and pickup (docs/decisions/016): slots from the place's agenda settings, less
 * the ones whose capacity is taken by orders already scheduled (refused, cancelled and error
 * orders free their slot).
 */
export function createAgendaService(deps: { database: Database; agenda: AgendaRepo; now?: () => Date }) {
  const { database, agenda: repo } = deps;
  const clock = deps.now ?? (() => new Date());

  async function days(tx: Tx, place: PlaceRecord, kind: Kind, now: Date) {
    const found = weekOf(place, kind);
    if (!found) return [];
    const { agenda, week } = found;
    const counts =
      agenda.capacity > 0
        ? await repo.slotCounts(
            tx,
            place.id,
            kind === 'pickup',
            now,
            new Date(now.getTime() + (agenda.days_ahead + 1) * DAY_MS),
          )
        : new Map<number, number>();
    return agendaDays({
      now,
      daysAhead: agenda.days_ahead,
      leadMinutes: agenda.lead_minutes,
      week,
      capacity: agenda.capacity,
      taken: (ms) => counts.get(ms) ?? 0,
      businessHours: place.businessHours,
    });
  }

  return {
    async readAgenda(actor: Actor, _input: CallInput<'getagenda'>): Promise<CallResult<'getagenda'>> {
      const placeId = placeOf(actor).id;
      const now = clock();
      return database.inPlace(placeId, async (tx) => {
        const place = await repo.findPlace(tx, placeId);
        if (!place) return { delivery: [], pickup: [] };
        return { delivery: await days(tx, place, 'delivery', now), pickup: await days(tx, place, 'pickup', now) };
      });
    },

    /**
     * Order creation (the slot check): `at` must be a slot of the place's agenda for that kind, in
     * the offered window, with capacity left. Serialised per slot with an advisory lock held until
     * the creating transaction ends, so two orders never take the last place of a slot.
     */
    async assertSlotAvailable(tx: Tx, args: { placeId: string; kind: Kind; at: Date; locale?: Locale }): Promise<void> {
      const place = await repo.findPlace(tx, args.placeId);
      const taken = () =>
        refuse({ language: args.locale ?? 'pt-BR' }, 'agendaSlotTaken', 'agenda_slot_taken', {
          status: 409,
          errorType: 'validation',
          field: 'deliveryagenda_date',
        });
      const found = place ? weekOf(place, args.kind) : null;
      if (!place || !found) {
        throw refuse({ language: args.locale ?? 'pt-BR' }, 'agendaUnavailable', 'agenda_unavailable', {
          errorType: 'validation',
          field: 'deliveryagenda_date',
        });
      }
      const now = clock();
      const { agenda, week } = found;
      const ms = args.at.getTime();
      if (!isAgendaSlot(week, args.at, place.businessHours)) throw taken();
      if (ms < now.getTime() + agenda.lead_minutes * 60_000) throw taken();
      const open = agendaDays({
        now,
        daysAhead: agenda.days_ahead,
        leadMinutes: agenda.lead_minutes,
        week,
        capacity: 0,
        taken: () => 0,
        businessHours: place.businessHours,
      });
      if (!open.some((d) => d.hours.some((h) => new Date(h.at).getTime() === ms))) throw taken();
      if (agenda.capacity > 0) {
        await repo.lockSlot(tx, `agenda:${place.id}:${args.kind}:${ms}`);
        const counts = await repo.slotCounts(tx, place.id, args.kind === 'pickup', args.at, new Date(ms + 1));
        if ((counts.get(ms) ?? 0) >= agenda.capacity) throw taken();
      }
    },
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;
