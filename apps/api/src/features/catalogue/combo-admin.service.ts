import type { CallInput, CallResult } from '@app/domain';
import { sortSessions } from '@app/domain/catalogue/combo-rules';
import { reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { fieldError, notFoundError } from './admin-errors.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { toComboSession } from './catalogue.service.ts';
import type { CatalogueAdminRepo } from './catalogue-admin.repo.ts';
import type { ComboAdminRepo } from './combo-admin.repo.ts';

/**
 * The combo editor: a product's sessions and items are replaced by what the editor
 * sends; sessions and items sent with their id keep it (carts holding them stay valid). The
 * sessions' own rules are checked by the schema (comboSessionEditProblem, on combo-rules.ts).
 */
export function createComboAdminService(deps: {
  database: Database;
  repo: CatalogueAdminRepo;
  combos: ComboAdminRepo;
  catalogue: CatalogueRepo;
  invalidate: (placeId: string) => void;
}) {
  const { database, repo, combos, catalogue, invalidate } = deps;

  async function read(tx: Queryable, actor: Actor, placeId: string, productId: string) {
    const product = await repo.findProduct(tx, placeId, productId);
    if (!product) throw notFoundError(actor, 'productNotFound');
    const sessions = (await catalogue.listCombos(tx, placeId, [productId])).get(productId) ?? [];
    return {
      product_id: product.id,
      productname: product.name,
      sessions: sortSessions(sessions.map(toComboSession)),
    };
  }

  return {
    async readCombo(
      actor: Actor,
      input: CallInput<'admin/catalogue/combo'>,
    ): Promise<CallResult<'admin/catalogue/combo'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, (tx) => read(tx, actor, place.id, input.product_id));
    },

    async saveCombo(
      actor: Actor,
      input: CallInput<'admin/catalogue/savecombo'>,
    ): Promise<CallResult<'admin/catalogue/savecombo'>> {
      const place = placeOf(actor);
      const result = await database.inPlace(place.id, async (tx) => {
        const product = await repo.findProduct(tx, place.id, input.product_id, { forUpdate: true });
        if (!product) throw notFoundError(actor, 'productNotFound');
        // Items may stand for menu products: only this place's (a foreign key ignores tenancy).
        const linked = input.sessions.flatMap((s) => s.product_list_data.map((i) => i.product_id)).filter(Boolean);
        const ours = await repo.productIdsOf(tx, place.id, linked as string[]);
        for (const [si, session] of input.sessions.entries()) {
          for (const [ii, item] of session.product_list_data.entries()) {
            if (item.product_id && !ours.has(item.product_id)) {
              throw fieldError(actor, `sessions.${si}.product_list_data.${ii}.product_id`, 'productNotFound');
            }
          }
        }
        const existing = (await catalogue.listCombos(tx, place.id, [product.id])).get(product.id) ?? [];
        const existingIds = new Set(existing.map((s) => s.id));
        const keep = input.sessions.map((s) => s._id).filter((id): id is string => !!id && existingIds.has(id));
        await combos.deleteSessionsExcept(tx, place.id, product.id, keep);
        for (const session of input.sessions) {
          const values = {
            title: session.title,
            selectionType: session.selection_type,
            minItens: session.min_itens,
            maxItens: session.max_itens,
            maxItensAdditions: session.max_itens_additions,
            maxTotalProducts: session.max_total_products,
            autocomplete: session.autocomplete,
            pendingPrint: session.pending_print,
            displayOrder: session.display_order,
          };
          let sessionId = session._id && existingIds.has(session._id) ? session._id : null;
          if (sessionId) await combos.updateSession(tx, place.id, sessionId, values);
          else sessionId = await combos.insertSession(tx, place.id, product.id, values);
          const sent = session.product_list_data.map((i) => i._id).filter((id): id is string => !!id);
          const kept = await combos.itemIdsOf(tx, place.id, sessionId, sent);
          await combos.deleteItemsExcept(tx, place.id, sessionId, [...kept]);
          for (const [position, item] of session.product_list_data.entries()) {
            const itemValues = {
              productId: item.product_id,
              name: item.productname,
              description: item.description,
              photo: item.photo,
              priceCents: reaisToCents(item.price),
              qtd: item.qtd,
              position,
            };
            if (item._id && kept.has(item._id)) await combos.updateItem(tx, place.id, item._id, itemValues);
            else await combos.insertItem(tx, place.id, sessionId, itemValues);
          }
        }
        return read(tx, actor, place.id, product.id);
      });
      invalidate(place.id);
      return result;
    },

    async deleteCombo(actor: Actor, input: CallInput<'admin/catalogue/deletecombo'>) {
      const place = placeOf(actor);
      const deleted = await database.inPlace(place.id, async (tx) => {
        if (!(await repo.findProduct(tx, place.id, input.product_id))) throw notFoundError(actor, 'productNotFound');
        return (await combos.deleteAll(tx, place.id, input.product_id)) > 0;
      });
      invalidate(place.id);
      return { deleted };
    },
  };
}
export type ComboAdminService = ReturnType<typeof createComboAdminService>;
