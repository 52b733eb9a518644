import type { CallInput, CallResult } from '@app/domain';
import { deliveryQuote } from '@app/domain/addresses/delivery';
import {
  addBlockReason,
  cartTotalCents,
  effectiveMaxQuantity,
  hasServiceTypeConflict,
  linesSubtotalCents,
  managerDiscountCents,
  type OrderCaps,
  orderCapsProblem,
  quantityBlockReason,
  type StockInfo,
} from '@app/domain/cart/rules';
import type { CartLine, CartValidateResponse } from '@app/domain/cart/schemas';
import { comboExtraCents, sortSessions, validateComboSelection } from '@app/domain/catalogue/combo-rules';
import type { ComboSession } from '@app/domain/catalogue/schemas';
import type { CouponErrorCode } from '@app/domain/coupons/rules';
import { asksForPickup } from '@app/domain/orders/rules';
import { ORDER_TOTAL_MAX_CENTS } from '@app/domain/shared/bounds';
import { COUPON_OK_CODE } from '@app/domain/shared/constants';
import { centsToReais, formatMoney, reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { message, refuse } from '../../platform/service-kit.ts';
import type { AddressRecord } from '../addresses/index.ts';
import { type AddressesService, addressNotFound } from '../addresses/index.ts';
import type { CatalogueService, ProductWithCombos } from '../catalogue/index.ts';
import type { PlaceRecord } from '../places/index.ts';

/** What the coupon preview is asked: the code against this cart's amounts (pt-BR texts without a locale). */
export type CouponPreviewArgs = {
  placeId: string;
  userId: string | null;
  code: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  locale?: Actor['language'];
};

/** The coupon's effect on a cart (the coupons feature provides it; wired in container.ts). */
export type CouponPreview = (
  tx: Tx,
  args: CouponPreviewArgs,
) => Promise<{ discountCents: number; error: { code: CouponErrorCode; message: string } | null; type?: string }>;

/** The clinic's split of a priced cart (the split-rules feature provides it; wired in container.ts). */
export type SplitPreview = (
  tx: Tx,
  actor: Actor,
  place: PlaceRecord,
  input: CartInput,
  totalCents: number,
) => Promise<{ splitRules: CartValidateResponse['split_rules']; splitError: string | null }>;

/** What the cart and the order have in common on the wire (CartBase). */
export type CartInput = CallInput<'ordercartproductvalidate'>;

export type ComboSnapshot = {
  session_id: string;
  title: string;
  items: { item_id: string; name: string; qtd: number; unit_cents: number }[];
}[];

/** One priced line: everything an order item freezes. */
export type PricedLine = {
  product: ProductWithCombos;
  quantity: number;
  /** Product (or allowed manager) price plus combo extras, per unit. */
  unitCents: number;
  combo: ComboSnapshot | null;
  comboSummary: string[];
  observation: string | null;
  addBlock: 'stockInsufficient' | 'maxQuantity' | null;
};

export type PricedCart = {
  lines: PricedLine[];
  /** Units per product over every line (a product may sit in several lines with different combos). */
  unitsByProduct: Map<string, number>;
  subtotalCents: number;
  deliveryFeeCents: number;
  deliveryFree: boolean;
  address: AddressRecord | null;
  pickup: boolean;
  managerDiscountCents: number;
  couponDiscountCents: number;
  coupon: {
    code: string | null;
    type: string | null;
    error: string | null;
    errorCode: CouponErrorCode | typeof COUPON_OK_CODE;
  };
  discountCents: number;
  totalCents: number;
};

const stockOf = (p: ProductWithCombos): StockInfo => ({
  stock: p.stock,
  safety_margin: p.safetyMargin,
  sale_without_stock: p.saleWithoutStock,
  max_quantity: p.maxQuantity,
});

const capsOf = (place: PlaceRecord): OrderCaps => ({
  perItem: place.maxQuantityPerItem,
  items: place.maxItemsPerOrder,
  lines: place.maxLinesPerOrder,
});

/**
 * Prices carts on the server from catalogue prices (the client's prices are never read), and checks
 * what spec 1 §4–§5 say a cart must satisfy. Used by validateCart (ordercartproductvalidate) and, with the
 * product rows locked, by v2/orderdelivery.
 */
export function createCartService(deps: {
  database: Database;
  catalogue: Pick<CatalogueService, 'loadCartProducts'> & Partial<Pick<CatalogueService, 'cartProductsFromMemory'>>;
  addresses: Pick<AddressesService, 'ownAddress'>;
  findPlace: (id: string) => Promise<PlaceRecord | null>;
  couponPreview?: CouponPreview;
  splitPreview?: SplitPreview;
}) {
  const { database } = deps;
  /** The storefront clears the cart on this answer (spec 1 §4). */
  const productChange = (actor: Actor) => refuse(actor, 'productChange', 'product_change');

  function priceCombo(actor: Actor, product: ProductWithCombos, line: CartLine, index: number) {
    const choices = (line.combo ?? []).filter((c) => c.items.some((i) => i.qtd > 0));
    if (product.combos.length === 0) {
      if (choices.length > 0) throw productChange(actor);
      return { extraCents: 0, snapshot: null, summary: [] as string[] };
    }
    const problem = validateComboSelection(product.combos, choices);
    if (problem) {
      // A session or item that no longer exists: the menu changed under the cart.
      if (problem.key === 'comboInvalid') throw productChange(actor);
      throw refuse(actor, problem.key, 'combo', { field: `products.${index}.combo`, params: problem.params });
    }
    const bySession = new Map(choices.map((c) => [c.session_id, c]));
    const snapshot: ComboSnapshot = [];
    const summary: string[] = [];
    for (const session of sortSessions<ComboSession>(product.combos)) {
      const choice = bySession.get(session._id);
      if (!choice) continue;
      const items = [];
      for (const item of session.product_list_data) {
        const qtd = choice.items.find((i) => i.item_id === item._id)?.qtd ?? 0;
        if (qtd <= 0) continue;
        const unitCents = reaisToCents(item.price);
        items.push({ item_id: item._id, name: item.productname, qtd, unit_cents: unitCents });
        summary.push(
          `${qtd}x ${item.productname}${unitCents > 0 ? ` (+${formatMoney(unitCents * qtd, actor.language)})` : ''}`,
        );
      }
      if (items.length > 0) snapshot.push({ session_id: session._id, title: session.title, items });
    }
    return { extraCents: comboExtraCents(product.combos, choices), snapshot, summary };
  }

  /**
   * Prices `input` inside the caller's transaction. `forUpdate` locks the product rows (in id
   * order, so concurrent orders never deadlock) for a stock change that follows. `products`: the
   * rows already found (the catalogue snapshot); `tx` may then be null when `needsTransaction`
   * says the cart reads nothing else.
   */
  async function price(
    tx: Tx | null,
    actor: Actor,
    place: PlaceRecord,
    input: CartInput,
    opts: { forUpdate?: boolean; products?: Map<string, ProductWithCombos> } = {},
  ): Promise<PricedCart> {
    const inTx = (): Tx => {
      if (!tx) throw new Error('this cart needs a transaction');
      return tx;
    };
    const isManager = actor.manager !== null;
    const wanted = input.products.map((line, index) => ({ line, index })).filter(({ line }) => line.quantity > 0);
    // The place's order size caps, before any product is read (decision 051).
    const caps = capsOf(place);
    const capProblem = orderCapsProblem(
      wanted.map(({ line }) => ({ productId: line.product_id, quantity: line.quantity })),
      caps,
    );
    if (capProblem) {
      throw refuse(actor, capProblem.key, 'order_caps', { field: 'products', params: { max: capProblem.max } });
    }
    const products =
      opts.products ??
      (await deps.catalogue.loadCartProducts(inTx(), place.id, wanted.map(({ line }) => line.product_id).sort(), opts));

    const lines: PricedLine[] = [];
    const unitsByProduct = new Map<string, number>();
    for (const { line, index } of wanted) {
      const product = products.get(line.product_id);
      // Unknown, inactive, deleted or (for customers) staff-only: the cart is stale.
      if (!product || (product.managerOnly && !isManager)) throw productChange(actor);
      const combo = priceCombo(actor, product, line, index);
      const baseCents =
        isManager && line.manager_price !== null && line.manager_price !== undefined
          ? reaisToCents(line.manager_price)
          : product.priceCents;
      unitsByProduct.set(product.id, (unitsByProduct.get(product.id) ?? 0) + line.quantity);
      lines.push({
        product,
        quantity: line.quantity,
        unitCents: baseCents + combo.extraCents,
        combo: combo.snapshot,
        comboSummary: combo.summary,
        observation: line.observation?.trim() || null,
        addBlock: null,
      });
    }

    // Service types: every line must share one (spec 1 §5).
    const types: (string | null)[] = [];
    for (const l of lines) {
      if (hasServiceTypeConflict(types, l.product.serviceTypeId)) {
        throw refuse(actor, 'serviceTypeMismatch', 'service_type');
      }
      types.push(l.product.serviceTypeId);
    }

    // Stock minus safety margin and the per-order cap, over all lines of a product.
    for (const [productId, units] of unitsByProduct) {
      const product = products.get(productId) as ProductWithCombos;
      const reason = quantityBlockReason(stockOf(product), units);
      if (reason) throw refuse(actor, reason, 'stock', { field: 'products' });
    }
    // '+' also stops at the place's caps: units of the product, and units of the whole order.
    const items = lines.reduce((n, l) => n + l.quantity, 0);
    for (const l of lines) {
      const limits = { ...stockOf(l.product), max_quantity: effectiveMaxQuantity(l.product.maxQuantity, caps.perItem) };
      l.addBlock =
        addBlockReason(limits, unitsByProduct.get(l.product.id) ?? 0) ?? (items >= caps.items ? 'maxQuantity' : null);
    }

    // Delivery fee: delivery (1) to a saved address that is not a pickup.
    const pickup = asksForPickup(input);
    let address: AddressRecord | null = null;
    let deliveryFeeCents = 0;
    let deliveryFree = false;
    if (input.delivery_type === 1 && !pickup && input.address_id) {
      // Nobody without a session has saved addresses.
      if (!actor.user) throw addressNotFound(actor);
      address = await deps.addresses.ownAddress(inTx(), actor, input.address_id);
      const quote = deliveryQuote(place.deliveryDistricts, address);
      if (!quote.delivers) throw refuse(actor, 'addressNotServed', 'address', { field: 'address_id' });
      deliveryFeeCents = quote.feeCents;
      deliveryFree = quote.free;
    }

    const subtotalCents = linesSubtotalCents(lines);
    // Every amount of an order is stored as int4 cents: its gross total stays under the cap.
    if (subtotalCents + deliveryFeeCents > ORDER_TOTAL_MAX_CENTS) {
      throw refuse(actor, 'orderTotalMax', 'order_total', {
        field: 'products',
        params: { max: formatMoney(ORDER_TOTAL_MAX_CENTS, actor.language) },
      });
    }

    let managerCents = 0;
    if (isManager) {
      if ((input.percent_discount ?? 0) > 0 && (input.flat_discount ?? 0) > 0) {
        throw refuse(actor, 'discountExclusive', 'validation', { field: 'flat_discount' });
      }
      managerCents = managerDiscountCents(subtotalCents, {
        percent: input.percent_discount,
        flatCents: input.flat_discount === undefined ? null : reaisToCents(input.flat_discount),
      });
    }

    const code = input.cupom?.trim().toUpperCase() || null;
    let coupon: PricedCart['coupon'] = { code: null, type: null, error: null, errorCode: COUPON_OK_CODE };
    let couponCents = 0;
    if (code && deps.couponPreview) {
      const preview = await deps.couponPreview(inTx(), {
        placeId: place.id,
        userId: actor.user?.userId ?? null,
        code,
        subtotalCents: subtotalCents - managerCents,
        deliveryFeeCents,
        locale: actor.language,
      });
      couponCents = preview.error ? 0 : preview.discountCents;
      coupon = {
        code,
        type: preview.type ?? null,
        error: preview.error?.message ?? null,
        errorCode: preview.error ? preview.error.code : COUPON_OK_CODE,
      };
    }

    const totals = cartTotalCents({ subtotalCents, deliveryFeeCents, discountCents: managerCents + couponCents });
    return {
      lines,
      unitsByProduct,
      subtotalCents,
      deliveryFeeCents,
      deliveryFree,
      address,
      pickup,
      managerDiscountCents: Math.min(managerCents, totals.discountCents),
      couponDiscountCents: Math.max(0, totals.discountCents - managerCents),
      coupon,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
    };
  }

  function toResponse(
    cart: PricedCart,
    split: Awaited<ReturnType<SplitPreview>> = { splitRules: null, splitError: null },
  ): CartValidateResponse {
    return {
      products: cart.lines.map((l) => ({
        product_id: l.product.id,
        code: l.product.code,
        productname: l.product.name,
        photo: l.product.photo,
        quantity: l.quantity,
        unit_price: centsToReais(l.unitCents),
        line_total: centsToReais(l.unitCents * l.quantity),
        combo_summary: l.comboSummary,
        service_type_id: l.product.serviceTypeId,
        add_block: l.addBlock,
      })),
      items_count: cart.lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: centsToReais(cart.subtotalCents),
      delivery_fee: centsToReais(cart.deliveryFeeCents),
      delivery_free: cart.deliveryFree,
      desconto: centsToReais(cart.discountCents),
      total_payable: centsToReais(cart.totalCents),
      cupom: cart.coupon.code,
      cupom_type: cart.coupon.type,
      cupons_error: cart.coupon.error,
      cupons_error_code: cart.coupon.errorCode,
      split_rules: split.splitRules,
      split_error: split.splitError,
    };
  }

  /** What pricing reads besides the products: a saved address, a coupon, a clinic's split rules. */
  function needsTransaction(place: PlaceRecord, input: CartInput): boolean {
    const address = input.delivery_type === 1 && !asksForPickup(input) && Boolean(input.address_id);
    const coupon = Boolean(input.cupom?.trim()) && deps.couponPreview !== undefined;
    return address || coupon || (place.serviceSupplier && deps.splitPreview !== undefined);
  }

  return {
    price,
    async validateCart(
      actor: Actor,
      input: CallInput<'ordercartproductvalidate'>,
    ): Promise<CallResult<'ordercartproductvalidate'>> {
      const placeRef = placeOf(actor);
      const place = await deps.findPlace(placeRef.id);
      if (!place) throw new AppError('not_found', message(actor, 'placeNotFound'), 404);
      // Pricing only reads (the order takes the locks when it is placed). The products come from
      // the place's snapshot in memory (decision 202); a cart with no saved address, coupon or
      // clinic split then needs no database at all.
      const wanted = input.products.filter((line) => line.quantity > 0).map((line) => line.product_id);
      const products = (await deps.catalogue.cartProductsFromMemory?.(place.id, wanted)) ?? undefined;
      if (products && !needsTransaction(place, input))
        return toResponse(await price(null, actor, place, input, { products }));
      return database.readInPlace(place.id, async (tx) => {
        const priced = await price(tx, actor, place, input, { products });
        const split = await deps.splitPreview?.(tx, actor, place, input, priced.totalCents);
        return toResponse(priced, split);
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
