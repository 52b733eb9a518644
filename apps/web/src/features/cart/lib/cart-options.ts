// The cart page's options, stored with the cart (cart-store's `options` bag, extended here by
// declaration merging). Payment choices other than the online card are NOT stored (spec 1 §4:
// only the online type is persisted); they live in the checkout's checkout-store.ts for this visit.

/** 'now' (deliver or pick up as soon as possible), 'scheduled' (a slot from getagenda), 'local' (in the venue). */
export type OrderKind = 'now' | 'scheduled' | 'local';
/** How a delivery-type-1 order reaches the customer. */
export type DeliveryMethod = 'delivery' | 'pickup';

declare module './cart-store.ts' {
  interface CartOptions {
    kind?: OrderKind;
    method?: DeliveryMethod;
    address_id?: string;
    /** One of the place's pickup places (restaurant_data.pickup_places). */
    pickup_place?: string;
    phone?: string;
    cpf?: string;
    email?: string;
    birthdate?: string;
    observation?: string;
    /** The chosen slot: ISO instant and the agenda entry's id. */
    agenda_date?: string;
    agenda_id?: string;
    /** The loyalty switch 'Usar saldo fidelidade'. */
    use_cashback?: boolean;
    /** Staff only: the order is a budget, paid later by link (payment type 4; spec 1 §4). */
    budget?: boolean;
    /** Staff only (order expiry dialog): the order never expires... */
    dont_expire?: boolean;
    /** ...or expires this many hours after it is placed; unset: the place's order_expiration_time. */
    expire_in?: number;
    /** Staff at a service-supplier place: the chosen split rule set and the editor's edits (spec 1 §3). */
    split_rule_set_id?: string;
    split_rule_edits?: {
      split_rule_id: string;
      checked: boolean;
      service_supplier_id?: string | null;
      value?: number;
    }[];
    /** Clinic: the time the cart's service is booked at (decision 125). */
    booking?: import('./cart-store.ts').CartBooking;
  }
}
