import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import type { CartLine } from '@app/domain/cart/schemas';
import { centsToReais } from '@app/domain/shared/money';
import {
  amountFromWire,
  amountToWire,
  applySplitEdits,
  computeSplit,
  isSetRelevant,
  payouts,
  type SplitComputation,
  type SplitLine,
  type StoredSplitRule,
} from '@app/domain/split-rules/rules';
import { SPLIT_SETS_PER_PLACE_MAX, type SplitResult, type SplitRuleSet } from '@app/domain/split-rules/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { type SplitText, splitText } from './split-rules.messages.ts';
import type { SplitRuleSetRecord, SplitRulesRepo } from './split-rules.repo.ts';

/** Who may receive: the place's suppliers (users feature, place_members.supplier_id). */
export type SupplierList = (tx: Tx, placeId: string) => Promise<{ supplierId: string; name: string }[]>;

/** The place fields the split needs. */
export type SplitPlace = { id: string; name: string; serviceSupplier: boolean };

/** The split of a cart, or why the chosen split cannot apply (the editor reopens with it). */
export type CartSplit =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'split'; set: SplitRuleSetRecord; split: SplitComputation; result: SplitResult };

type CartChoice = Pick<CallInput<'ordercartproductvalidate'>, 'split_rule_set_id' | 'split_rule_set'> & {
  products: Pick<CartLine, 'quantity' | 'service_supplier_id'>[];
};

/** The suppliers of the cart's lines (the clinic itself is no supplier). */
export function cartSupplierIds(lines: CartChoice['products']): string[] {
  return [...new Set(lines.flatMap((l) => (l.quantity > 0 && l.service_supplier_id ? [l.service_supplier_id] : [])))];
}

export function createSplitRulesService(deps: {
  database: Database;
  repo: SplitRulesRepo;
  suppliers: SupplierList;
  /** The place's name: the clinic itself is shown by it (the null supplier). */
  findPlace: (id: string) => Promise<Pick<SplitPlace, 'name'> | null>;
}) {
  const { database, repo } = deps;

  const supplierNames = (place: Pick<SplitPlace, 'name'>, list: { supplierId: string; name: string }[]) => {
    const names = new Map(list.map((s) => [s.supplierId, s.name]));
    // An id no longer linked to anyone still shows, as itself.
    return (id: string | null) => (id === null ? place.name : (names.get(id) ?? id));
  };

  function toWireSet(set: SplitRuleSetRecord, nameOf: (id: string | null) => string): SplitRuleSet {
    return {
      _id: set.id,
      name: set.name,
      description: set.description,
      is_default: set.isDefault,
      rules: set.rules.map((r) => ({
        split_rule_id: r.id,
        description: r.description,
        kind: r.kind,
        service_supplier_id: r.supplierId,
        service_supplier_name: nameOf(r.supplierId),
        split_type: r.type,
        value: amountToWire(r.amount),
        percentage_over_profit: r.overProfit,
        required: r.required,
        mutable: r.mutable,
        indication: r.indication,
      })),
    };
  }

  async function listing(actor: Actor, filter: (set: SplitRuleSetRecord) => boolean, search?: string) {
    const place = placeOf(actor);
    // Read before the transaction: the place cache queries outside it.
    const placeName = (await deps.findPlace(place.id))?.name ?? '';
    return database.inPlace(place.id, async (tx) => {
      const list = await deps.suppliers(tx, place.id);
      const nameOf = supplierNames({ name: placeName }, list);
      const sets = (await repo.list(tx, place.id, search)).filter(filter);
      return {
        split_rule_sets: sets.map((s) => toWireSet(s, nameOf)),
        suppliers: list.map((s) => ({ service_supplier_id: s.supplierId, name: s.name })),
      };
    });
  }

  const fail = (actor: Actor | null, key: SplitText, params?: Record<string, string | number>) =>
    ({ kind: 'error', message: splitText(actor, key, params) }) as const;

  /**
   * The split of a cart (spec 2 §4). Staff with the manager token choose the set and may edit its
   * mutable rules; a customer's cart gets the place's default set as stored, and nothing a
   * customer sends about the split is read (decision 085).
   */
  async function splitCart(
    tx: Tx,
    actor: Actor,
    place: SplitPlace,
    input: CartChoice,
    totalCents: number,
  ): Promise<CartSplit> {
    if (!place.serviceSupplier) return { kind: 'none' };
    const cartSuppliers = cartSupplierIds(input.products);
    const staff = actor.manager !== null;
    let set: SplitRuleSetRecord | null;
    if (staff) {
      if (!input.split_rule_set_id) return { kind: 'none' };
      set = await repo.find(tx, place.id, input.split_rule_set_id);
      if (!set) return fail(actor, 'setNotFound');
      if (!isSetRelevant(set.rules, cartSuppliers)) return fail(actor, 'setNotRelevant');
    } else {
      set = await repo.findDefault(tx, place.id);
      if (!set || !isSetRelevant(set.rules, cartSuppliers)) return { kind: 'none' };
    }
    const edits = staff
      ? (input.split_rule_set?.rules ?? []).map((e) => ({
          id: e.split_rule_id,
          checked: e.checked,
          supplierId: e.service_supplier_id,
          amount: e.value === undefined ? undefined : amountFromWire(e.value),
        }))
      : null;
    const applied = applySplitEdits(set.rules, edits);
    const ruleName = (id: string) => set.rules.find((r) => r.id === id)?.description ?? '';
    if (applied.problem) return fail(actor, applied.problem.key, { rule: ruleName(applied.problem.ruleId) });

    const suppliers = await deps.suppliers(tx, place.id);
    const known = new Set(suppliers.map((s) => s.supplierId));
    // A supplier chosen in the editor (or one unlinked since the set was saved) must be of the place.
    if (applied.rules.some((r) => r.checked && r.supplierId !== null && !known.has(r.supplierId))) {
      return fail(actor, 'supplierNotFound');
    }
    const computed = computeSplit(totalCents, applied.rules);
    if (!computed.ok) return fail(actor, computed.problem.key);
    const split = computed.split;
    const nameOf = supplierNames(place, suppliers);
    const previous = await repo.clinicBalance(tx, place.id);
    const line = (l: SplitLine) => ({
      split_rule_id: l.ruleId,
      description: l.description,
      service_supplier_id: l.supplierId,
      service_supplier_name: nameOf(l.supplierId),
      value: centsToReais(l.cents),
    });
    const result: SplitResult = {
      split_rule_set_id: set.id,
      name: set.name,
      total: centsToReais(totalCents),
      costs: split.costs.map(line),
      taxes: split.taxes.map(line),
      costs_recipients: split.costsRecipients.map((c) => ({
        service_supplier_id: c.supplierId,
        service_supplier_name: nameOf(c.supplierId),
        value: centsToReais(c.cents),
      })),
      total_costs: centsToReais(split.totalCostsCents),
      gross_profit: centsToReais(split.grossProfitCents),
      markup: split.markup,
      recipients: split.recipients.map(line),
      balance_change: centsToReais(split.clinicCents),
      previous_balance: centsToReais(previous),
      next_balance: centsToReais(previous + split.clinicCents),
    };
    return { kind: 'split', set, split, result };
  }

  /** The editor's rules as stored: ids kept for rules that already had one, suppliers of the place. */
  async function storedRules(
    actor: Actor,
    tx: Tx,
    placeId: string,
    input: CallInput<'admin/splitruleset/save'>,
    existing: SplitRuleSetRecord | null,
  ): Promise<StoredSplitRule[]> {
    const known = new Set((await deps.suppliers(tx, placeId)).map((s) => s.supplierId));
    const oldIds = new Set(existing?.rules.map((r) => r.id) ?? []);
    return input.rules.map((r, i) => {
      if (r.service_supplier_id !== null && !known.has(r.service_supplier_id)) {
        throw invalidField(`rules.${i}.service_supplier_id`, splitText(actor, 'supplierNotFound'));
      }
      return {
        id: r.split_rule_id && oldIds.has(r.split_rule_id) ? r.split_rule_id : randomUUID(),
        description: r.description,
        kind: r.kind,
        supplierId: r.service_supplier_id,
        type: r.split_type,
        amount: amountFromWire(r.value),
        overProfit: r.split_type === 'percentage' && r.kind === 'share' && r.percentage_over_profit,
        required: r.required,
        mutable: r.mutable,
        indication: r.indication,
      };
    });
  }

  return {
    splitCart,

    /** The cart's split_rules and split_error for ordercartproductvalidate (the cart stays valid). */
    async previewForCart(tx: Tx, actor: Actor, place: SplitPlace, input: CartChoice, totalCents: number) {
      const result = await splitCart(tx, actor, place, input, totalCents);
      return {
        splitRules: result.kind === 'split' ? result.result : null,
        splitError: result.kind === 'error' ? result.message : null,
      };
    },

    async listForCart(actor: Actor, input: CallInput<'splitruleset/list'>): Promise<CallResult<'splitruleset/list'>> {
      const ids = input.service_supplier_ids;
      return listing(actor, (set) => ids === undefined || isSetRelevant(set.rules, ids), input.description);
    },

    async listAll(actor: Actor): Promise<CallResult<'admin/splitruleset/list'>> {
      return listing(actor, () => true);
    },

    async save(
      actor: Actor,
      input: CallInput<'admin/splitruleset/save'>,
    ): Promise<CallResult<'admin/splitruleset/save'>> {
      const place = placeOf(actor);
      const placeName = (await deps.findPlace(place.id))?.name ?? '';
      return database.inPlace(place.id, async (tx) => {
        const existing = input._id ? await repo.find(tx, place.id, input._id) : null;
        if (input._id && !existing) throw new AppError('not_found', splitText(actor, 'setNotFound'), 404);
        if (!existing && (await repo.count(tx, place.id)) >= SPLIT_SETS_PER_PLACE_MAX) {
          throw invalidField('name', splitText(actor, 'setsMax', { max: SPLIT_SETS_PER_PLACE_MAX }));
        }
        const rules = await storedRules(actor, tx, place.id, input, existing);
        if (input.is_default) await repo.clearDefault(tx, place.id);
        const values = { name: input.name, description: input.description.trim(), isDefault: input.is_default, rules };
        const saved = existing
          ? await repo.update(tx, place.id, { id: existing.id, ...values })
          : await repo.insert(tx, place.id, values);
        if (!saved) throw new AppError('not_found', splitText(actor, 'setNotFound'), 404);
        return {
          split_rule_set: toWireSet(saved, supplierNames({ name: placeName }, await deps.suppliers(tx, place.id))),
        };
      });
    },

    async remove(
      actor: Actor,
      input: CallInput<'admin/splitruleset/remove'>,
    ): Promise<CallResult<'admin/splitruleset/remove'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        if (!(await repo.remove(tx, place.id, input._id))) {
          throw new AppError('not_found', splitText(actor, 'setNotFound'), 404);
        }
        return { done: true as const };
      });
    },

    /** Each supplier of the place with the seller that receives their share (decision 126). */
    async listPayees(actor: Actor): Promise<CallResult<'admin/splitpayee/list'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        const sellers = await repo.payees(tx, place.id);
        const list = await deps.suppliers(tx, place.id);
        return {
          payees: list.map((s) => ({
            service_supplier_id: s.supplierId,
            name: s.name,
            seller_id: sellers.get(s.supplierId) ?? null,
          })),
        };
      });
    },

    /** Sets or clears (null) a supplier's seller; only suppliers of the place. */
    async savePayee(
      actor: Actor,
      input: CallInput<'admin/splitpayee/save'>,
    ): Promise<CallResult<'admin/splitpayee/save'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        const supplier = (await deps.suppliers(tx, place.id)).find((s) => s.supplierId === input.service_supplier_id);
        if (!supplier) throw new AppError('not_found', splitText(actor, 'supplierNotFound'), 404);
        if (input.seller_id === null) await repo.clearPayee(tx, place.id, supplier.supplierId);
        else await repo.setPayee(tx, place.id, supplier.supplierId, input.seller_id);
        return {
          payee: { service_supplier_id: supplier.supplierId, name: supplier.name, seller_id: input.seller_id },
        };
      });
    },

    /** Whether a staff cart must choose a set before paying (spec 1 §4: the split sheet opens). */
    async hasRelevantSet(tx: Tx, placeId: string, supplierIds: string[]): Promise<boolean> {
      return (await repo.list(tx, placeId)).some((s) => isSetRelevant(s.rules, supplierIds));
    },

    recordOrderSplit: repo.insertOrderSplit,
    payoutsOf: payouts,

    /**
     * The split instructions of an order's charge (decision 126): each supplier's payout, to the
     * supplier's seller at the provider. The clinic's own share (null supplier) and suppliers
     * without a seller stay with the charge's seller; none when the order has no split.
     */
    async splitInstructions(
      placeId: string,
      orderId: string,
      within?: Tx,
    ): Promise<{ recipient: string; amountCents: number }[]> {
      // Only reads (decision 170): called on every charge, before the provider, inside the charge's
      // claim when it passes its transaction (decision 190).
      const read = async (tx: Tx) => {
        const split = await repo.orderSplit(tx, placeId, orderId);
        if (!split) return [];
        const sellers = await repo.payees(tx, placeId);
        const byRecipient = new Map<string, number>();
        for (const p of split.payouts) {
          const seller = p.supplierId === null ? undefined : sellers.get(p.supplierId);
          if (seller && p.cents > 0) byRecipient.set(seller, (byRecipient.get(seller) ?? 0) + p.cents);
        }
        return [...byRecipient].map(([recipient, amountCents]) => ({ recipient, amountCents }));
      };
      return within ? read(within) : database.readInPlace(placeId, read);
    },
  };
}
export type SplitRulesService = ReturnType<typeof createSplitRulesService>;
