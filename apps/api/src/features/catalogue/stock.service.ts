import type { CallInput, CallResult } from '@app/domain';
import type { StockMovement } from '@app/domain/catalogue/admin-schemas';
import { groupDigits, STOCK_MAX } from '@app/domain/shared/bounds';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { fieldError, notFoundError } from './admin-errors.ts';
import type { StockMovementRecord } from './catalogue-admin.repo.ts';
import type { CatalogueAdminDeps } from './catalogue-admin.service.ts';

const HISTORY_PAGE = 50;

const toMovement = (row: StockMovementRecord, by: string | null): StockMovement => ({
  _id: row.id,
  delta: row.delta,
  stock_after: row.stockAfter,
  reason: row.reason,
  by,
  created_at: row.createdAt.toISOString(),
});

/**
 * Stock adjustments with a reason: the product row is locked, so an adjustment and an
 * order taking stock never interleave; every change is a row of the append-only stock history.
 */
export function createStockService({ database, repo, invalidate }: CatalogueAdminDeps) {
  return {
    async adjustStock(
      actor: Actor,
      input: CallInput<'admin/catalogue/adjuststock'>,
    ): Promise<CallResult<'admin/catalogue/adjuststock'>> {
      const place = placeOf(actor);
      const result = await database.inPlace(place.id, async (tx) => {
        const product = await repo.findProduct(tx, place.id, input.product_id, { forUpdate: true });
        if (!product) throw notFoundError(actor, 'productNotFound');
        const next = (product.stock ?? 0) + input.delta;
        if (next < 0) throw fieldError(actor, 'delta', 'stockNegative');
        // Repeated adjustments must not pile stock past what the column (and the form) holds.
        if (next > STOCK_MAX) throw fieldError(actor, 'delta', 'stockTooHigh', { n: groupDigits(STOCK_MAX) });
        await repo.updateProduct(tx, place.id, product.id, { stock: next });
        const row = await repo.insertMovement(tx, {
          placeId: place.id,
          productId: product.id,
          delta: input.delta,
          stockAfter: next,
          reason: input.reason,
          userId: actor.manager?.userId ?? null,
        });
        const by = actor.user?.record.username ?? null;
        return { stock: next, movement: toMovement(row, by) };
      });
      invalidate(place.id);
      return result;
    },

    async listStockHistory(
      actor: Actor,
      input: CallInput<'admin/catalogue/stockhistory'>,
    ): Promise<CallResult<'admin/catalogue/stockhistory'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        if (!(await repo.findProduct(tx, place.id, input.product_id))) throw notFoundError(actor, 'productNotFound');
        const rows = await repo.listMovements(
          tx,
          place.id,
          input.product_id,
          HISTORY_PAGE + 1,
          (input.page - 1) * HISTORY_PAGE,
        );
        return {
          movements: rows.slice(0, HISTORY_PAGE).map((r) => toMovement(r.movement, r.by)),
          has_more: rows.length > HISTORY_PAGE,
        };
      });
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
