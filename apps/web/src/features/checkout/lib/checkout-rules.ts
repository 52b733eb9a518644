import { customerFieldProblems } from '@app/domain/orders/customer-fields';
import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import type { PlaceSettings } from '@app/domain/places/schemas';
import { COUNTRY_PREFIX } from '@app/domain/shared/constants';
import type { MessageKey } from '@app/domain/shared/messages';
import { normalizePhone } from '@app/domain/users/rules';
import type { CartOptions, DeliveryMethod, OrderKind, StoredCart } from '../../cart/index.ts';

// Pure rules of the cart page and checkout (spec 1 §4 "Order kind choice", "Checkout", §5).
// The server re-checks all of them; these decide what the screen asks and shows.

export type PlaceRules = Pick<
  PlaceSettings,
  | 'aberto'
  | 'closed_place'
  | 'delivery'
  | 'pickup'
  | 'delivery_agenda'
  | 'delivery_agenda_only'
  | 'comandaFacil'
  | 'service_supplier'
  | 'cpf_required'
  | 'accept_cash'
  | 'card_brands'
  | 'fidelidade_enabled'
  | 'cashback_min_saque'
>;

/**
 * Kinds of order the place offers. 'now' needs delivery or pickup and is not offered when the
 * place only schedules; 'scheduled' needs delivery_agenda; 'local' (table, tab) needs comandaFacil
 * and no service supplier (spec 1 §4: "tab-easy without a supplier").
 */
export function availableKinds(place: PlaceRules): OrderKind[] {
  const kinds: OrderKind[] = [];
  const ships = place.delivery || place.pickup;
  if (ships && !place.delivery_agenda_only) kinds.push('now');
  if (place.delivery_agenda && ships) kinds.push('scheduled');
  if (place.comandaFacil && !place.service_supplier) kinds.push('local');
  return kinds;
}

/** The order-type dialog appears when there is a choice to make and none is made yet. */
export function needsKindDialog(place: PlaceRules, chosen: OrderKind | undefined): boolean {
  const kinds = availableKinds(place);
  return kinds.length > 1 && (!chosen || !kinds.includes(chosen));
}

/** The kind in effect: the chosen one while still offered, else the only one, else the first. */
export function effectiveKind(place: PlaceRules, chosen: OrderKind | undefined): OrderKind | null {
  const kinds = availableKinds(place);
  if (chosen && kinds.includes(chosen)) return chosen;
  return kinds.length === 1 ? (kinds[0] ?? null) : null;
}

/** Delivery or pickup, for 'now' and 'scheduled' orders. */
export function availableMethods(place: PlaceRules): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  if (place.delivery) methods.push('delivery');
  if (place.pickup) methods.push('pickup');
  return methods;
}

export function effectiveMethod(place: PlaceRules, kind: OrderKind | null, chosen: DeliveryMethod | undefined) {
  if (kind === 'local' || kind === null) return null;
  const methods = availableMethods(place);
  if (chosen && methods.includes(chosen)) return chosen;
  return methods.length === 1 ? (methods[0] ?? null) : null;
}

/**
 * Delivery type on the wire: 2 local/service/comanda, 1 otherwise (delivery and pickup). A
 * service-supplier place that neither delivers nor offers pickup takes service orders (2): the
 * patient comes to the appointment (decision 125).
 */
export function deliveryTypeOf(kind: OrderKind | null, serviceOnly = false): 1 | 2 {
  return kind === 'local' || (kind === null && serviceOnly) ? 2 : 1;
}

/** A service-supplier place with no kind of order to choose: its orders are services (type 2). */
export const servesOnly = (place: Pick<PlaceRules, 'service_supplier'> & Parameters<typeof availableKinds>[0]) =>
  !!place.service_supplier && availableKinds(place).length === 0;

/** The delivery fee line is hidden for pickup and local (tab) orders (spec 1 §2). */
export function showsDeliveryFee(kind: OrderKind | null, method: DeliveryMethod | null): boolean {
  return kind !== 'local' && method === 'delivery';
}

/**
 * Payment types the chooser offers. 0 cash (when the place accepts it), 1 card on delivery (when
 * it lists card brands), 4 payment link / to be defined. 2 online card, 3 Pix and 5 card machine
 * come from `extra` when the payment feature says they are available.
 */
export function paymentOptions(place: PlaceRules, extra: readonly number[] = []): number[] {
  const options: number[] = [];
  if (place.accept_cash) options.push(PAYMENT_TYPE.CASH);
  if (place.card_brands.length > 0) options.push(PAYMENT_TYPE.OTHER);
  for (const type of [PAYMENT_TYPE.ONLINE_CARD, PAYMENT_TYPE.PIX, PAYMENT_TYPE.CARD_MACHINE])
    if (extra.includes(type)) options.push(type);
  options.push(PAYMENT_TYPE.LINK);
  return options;
}

export type DetailsField = 'phone' | 'cpf' | 'email' | 'birthdate' | 'method' | 'agenda' | 'address';
export type DetailsErrors = Partial<Record<DetailsField, MessageKey>>;

export type DetailsContext = {
  place: PlaceRules;
  /** Staff placing the order: no customer field is required of them (domain orders/customer-fields). */
  staff: boolean;
  kind: OrderKind | null;
  method: DeliveryMethod | null;
  paymentType: number | null;
};

/** Spec 1 §5 rules of the cart's details, in the order the page shows them. */
export function validateDetails(options: CartOptions, ctx: DetailsContext): DetailsErrors {
  const errors: DetailsErrors = {};
  const set = (field: DetailsField, key: MessageKey | null) => {
    if (key) errors[field] = key;
  };
  const customer = customerFieldProblems(
    options,
    {
      staff: ctx.staff,
      cpfRequired: ctx.place.cpf_required,
      serviceSupplier: ctx.place.service_supplier,
      paymentType: ctx.paymentType,
    },
    new Date(),
  );
  Object.assign(errors, customer);
  if (ctx.kind !== 'local') {
    if (ctx.method === null && availableMethods(ctx.place).length > 0) set('method', 'deliveryMethod');
    if (ctx.kind === 'scheduled' && !options.agenda_date) set('agenda', 'chooseTime');
    if (ctx.method === 'delivery' && !options.address_id) set('address', 'required');
  }
  return errors;
}

/** '55' + national digits, as the order payload sends phones (spec 1 §5); undefined when blank. */
export function wirePhone(phone: string | undefined): string | undefined {
  const digits = normalizePhone(phone ?? '');
  return digits ? COUNTRY_PREFIX + digits : undefined;
}

/** The lines as the server reads them: the stored snapshot never travels. */
export function wireLines(cart: StoredCart) {
  return cart.products.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    ...(l.combo && l.combo.length > 0 ? { combo: l.combo } : {}),
    ...(l.service_type_id !== undefined ? { service_type_id: l.service_type_id } : {}),
    ...(l.manager_price !== undefined && l.manager_price !== null ? { manager_price: l.manager_price } : {}),
    ...(l.observation ? { observation: l.observation } : {}),
    ...(l.service_supplier_id ? { service_supplier_id: l.service_supplier_id } : {}),
  }));
}

/** The cart's split choice on the wire (read by the server from staff only). */
export function wireSplit(options: CartOptions) {
  if (!options.split_rule_set_id) return {};
  return {
    split_rule_set_id: options.split_rule_set_id,
    split_rule_set: { rules: options.split_rule_edits ?? [] },
  };
}

/**
 * Where a pickup order is collected: one of the place's pickup places (the chosen one, else the
 * first), or its address when it lists none. `choices` has more than one entry when the person picks.
 */
export function pickupPlaceOf(
  place: { pickup_places?: string[]; address?: string | null; restaurantname?: string },
  chosen: string | undefined,
): { value: string; choices: string[] } {
  const choices = (place.pickup_places ?? []).filter((p) => p.trim() !== '');
  if (choices.length === 0) return { value: place.address ?? place.restaurantname ?? '', choices };
  return { value: chosen && choices.includes(chosen) ? chosen : (choices[0] ?? ''), choices };
}

export type Where = {
  delivery_type: 1 | 2;
  address_id?: string;
  pickupplace?: string;
};

/** Kind and method on the wire: delivery carries the address, pickup the place's name. */
export function whereOf(
  kind: OrderKind | null,
  method: DeliveryMethod | null,
  addressId: string | undefined,
  pickupPlace: string,
  serviceOnly = false,
): Where {
  const delivery_type = deliveryTypeOf(kind, serviceOnly);
  if (delivery_type === 2) return { delivery_type };
  if (method === 'pickup') return { delivery_type, pickupplace: pickupPlace };
  if (method === 'delivery' && addressId) return { delivery_type, address_id: addressId };
  return { delivery_type };
}

// Cash change: the shared rule, so the dialog refuses exactly what the server refuses.
export { validateChange } from '@app/domain/payments/rules';

/** The loyalty switch (spec 1 §4): hidden for staff and in open-order mode; disabled below the minimum. */
export function loyaltySwitchState(input: {
  place: PlaceRules;
  staff: boolean;
  openOrderMode: boolean;
  cashbackCoupon: string | null;
  totalCashReais: number;
}): 'hidden' | 'disabled' | 'enabled' {
  if (!input.place.fidelidade_enabled || input.staff || input.openOrderMode || !input.cashbackCoupon) return 'hidden';
  return input.totalCashReais < input.place.cashback_min_saque ? 'disabled' : 'enabled';
}
