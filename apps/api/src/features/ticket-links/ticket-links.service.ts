import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { TICKET_LINK_HOURS } from '@app/domain/ticket-links/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { guardRate, type RateLimiter } from '../../platform/rate-limit.ts';
import { localTexts } from '../../platform/service-kit.ts';
import { hashToken, sameSecret } from '../../platform/tokens.ts';
import type { OrdersService } from '../orders/index.ts';
import type { TicketLinksRepo } from './ticket-links.repo.ts';

const text = localTexts({
  invalid: {
    'pt-BR': 'Este link do comprovante não vale mais. Imprima o comprovante de novo.',
    en: 'This ticket link no longer works. Print the ticket again.',
  },
});

/** Wrong codes per address and per order: a photographed ticket's neighbours are not guessed. */
const LIMITS = { perIp: 20, perOrder: 10, windowSeconds: 15 * 60 };

/**
 * Status links printed on tickets (decision 121). A link is a random code bound to one order of
 * one place, valid TICKET_LINK_HOURS; it may only move the order on (out for delivery, delivered)
 * through the orders' own status machine, which still refuses an unpaid online order.
 */
export function createTicketLinksService(deps: {
  database: Database;
  repo: TicketLinksRepo;
  orders: Pick<OrdersService, 'moveByTicket'>;
  limiter: RateLimiter;
  placeLink: (slug: string) => string;
  clock?: () => Date;
}) {
  const { database, repo } = deps;
  const now = deps.clock ?? (() => new Date());
  const invalid = (actor: Actor) => new AppError('link_invalid', text(actor, 'invalid'), 404);

  return {
    /** A new link for a ticket being printed (inside the print's transaction): the status page's URL. */
    async mint(tx: Tx, place: { id: string; slug: string }, orderId: string): Promise<string> {
      const code = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now().getTime() + TICKET_LINK_HOURS * 3_600_000);
      await repo.insert(tx, { placeId: place.id, orderId, codeHash: hashToken(code), expiresAt });
      return `${deps.placeLink(place.slug)}comprovante/${orderId}?code=${code}`;
    },

    async update(
      actor: Actor,
      input: CallInput<'admin/updateordernotoken'>,
    ): Promise<CallResult<'admin/updateordernotoken'>> {
      const placeId = placeOf(actor).id;
      const hashes = await database.inPlace(placeId, (tx) => repo.liveHashes(tx, placeId, input.order_id, now()));
      const wanted = hashToken(input.code);
      // Every live link is compared (constant time); unknown order, wrong or expired code: one answer.
      if (!hashes.some((h) => sameSecret(h, wanted))) {
        await guardRate(deps.limiter, actor, [
          { key: `ticket-link:ip:${actor.ip}`, limit: LIMITS.perIp, window: LIMITS.windowSeconds },
          { key: `ticket-link:order:${input.order_id}`, limit: LIMITS.perOrder, window: LIMITS.windowSeconds },
        ]);
        throw invalid(actor);
      }
      const order = await deps.orders.moveByTicket(actor, input.order_id, input.status === 3 ? 3 : 4);
      if (!order) throw invalid(actor);
      return { number: order.number, status: order.status, pickup: order.pickup };
    },
  };
}
export type TicketLinksService = ReturnType<typeof createTicketLinksService>;
