import { AppError } from '../../platform/app-error.ts';
import type { StepPosition } from '../checkout/index.ts';
import { type PlaceOrderState, type PlaceOrderStep, step } from '../checkout/index.ts';
import { splitText } from './split-rules.messages.ts';
import { type CartSplit, cartSupplierIds, type SplitRulesService } from './split-rules.service.ts';

/**
 * The clinic's split rules in placing an order (decision 059's extension point): the split is
 * computed on the priced cart before the order exists, so a refusal costs nothing, and recorded
 * once the order and its coupon are in, inside the same transaction (the rollback undoes it).
 */
export function splitRuleSteps(splitRules: SplitRulesService): Array<{ at: StepPosition; steps: PlaceOrderStep[] }> {
  // What the first step computed, for the second; keyed by the run's own state object.
  const computed = new WeakMap<PlaceOrderState, CartSplit>();

  const splitError = (message: string) => new AppError('split_error', message, 409, { errorType: 'split_error' });

  const check = step<PlaceOrderState>('split-rules', async (s) => {
    const { place, cart } = s;
    if (!place || !cart) throw new Error('split-rules: runs after check-place and price-cart');
    const result = await splitRules.splitCart(s.tx, s.actor, place, s.input, cart.totalCents);
    if (result.kind === 'error') throw splitError(result.message);
    // Staff paying a cart that has sets to choose from must choose one (spec 1 §4: the split sheet).
    if (
      result.kind === 'none' &&
      place.serviceSupplier &&
      s.actor.manager !== null &&
      (await splitRules.hasRelevantSet(s.tx, s.placeId, cartSupplierIds(s.input.products)))
    ) {
      throw splitError(splitText(s.actor, 'chooseSet'));
    }
    computed.set(s, result);
  });

  const record = step<PlaceOrderState>('record-split', async (s) => {
    const result = computed.get(s);
    if (!s.order || result?.kind !== 'split') return;
    await splitRules.recordOrderSplit(s.tx, {
      placeId: s.placeId,
      orderId: s.order.id,
      ruleSetId: result.set.id,
      result: result.result,
      payouts: splitRules.payoutsOf(result.split),
      clinicCents: result.split.clinicCents,
    });
  });

  return [
    { at: { after: 'price-cart' }, steps: [check] },
    { at: { after: 'apply-coupon' }, steps: [record] },
  ];
}
