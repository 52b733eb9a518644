import type { CallInput, CallResult } from '@app/domain';
import { INDICATIONS_MAX } from '@app/domain/staff/indication-schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { guardRate, type RateLimiter } from '../../platform/rate-limit.ts';
import { sessionOf } from '../../platform/service-kit.ts';
import type { IndicationsRepo } from './indications.repo.ts';

/** Days are São Paulo's (UTC−3 all year since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
/** Salesman searches per person: a code is a referral coupon, not something to enumerate. */
const SEARCHES = { limit: 30, window: 600 };

/** Referrals at a place (decision 118): the referred-by dialog's search and the indications list. */
export function createIndicationsService(deps: { database: Database; repo: IndicationsRepo; limiter: RateLimiter }) {
  const { database, repo, limiter } = deps;
  return {
    async searchSalesman(
      actor: Actor,
      input: CallInput<'admin/searchsalesman'>,
    ): Promise<CallResult<'admin/searchsalesman'>> {
      const placeId = placeOf(actor).id;
      const user = sessionOf(actor);
      await guardRate(limiter, actor, [{ key: `salesman:user:${user.userId}`, ...SEARCHES }]);
      if (!input.code.trim()) return { salesmen: [] };
      const salesmen = await database.inPlace(placeId, (tx) => repo.searchSalesmen(tx, placeId, input.code, 10));
      return { salesmen };
    },

    async listIndications(actor: Actor, input: CallInput<'indications/list'>): Promise<CallResult<'indications/list'>> {
      const placeId = placeOf(actor).id;
      const range = {
        from: input.begin ? dayStart(input.begin) : null,
        to: input.end ? nextDay(input.end) : null,
      };
      return database.inPlace(placeId, async (tx) => {
        const rows = await repo.listIndications(tx, placeId, range, INDICATIONS_MAX + 1);
        const shown = rows.slice(0, INDICATIONS_MAX);
        const names = await repo.referrerNames(tx, placeId, [...new Set(shown.map((r) => r.referredBy))]);
        const nameOf = (code: string) => names.get(code) ?? names.get(code.trim().toUpperCase()) ?? null;
        const totals = new Map<string, number>();
        for (const r of shown) totals.set(r.referredBy, (totals.get(r.referredBy) ?? 0) + 1);
        return {
          indications: shown.map((r) => ({
            user_id: r.userId,
            username: r.username,
            referred_by: r.referredBy,
            referrer_name: nameOf(r.referredBy),
            since: r.since.toISOString(),
            orders: r.orders,
          })),
          totals: [...totals]
            .map(([code, count]) => ({ referred_by: code, referrer_name: nameOf(code), count }))
            .sort((a, b) => b.count - a.count),
          has_more: rows.length > INDICATIONS_MAX,
        };
      });
    },
  };
}
export type IndicationsService = ReturnType<typeof createIndicationsService>;
