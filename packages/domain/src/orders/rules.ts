import {
  EXPIRY_DURATION_MAX,
  EXPIRY_DURATION_MIN,
  ORDER_POLL_STEP,
  ORDER_POLL_STOP,
  TIME_ZONE,
} from '../shared/constants.ts';
import { formatMessage, type Locale, type MessageKey } from '../shared/messages.ts';

// Order status codes of spec 1 §4, as the wire carries them.
export const ORDER_STATUS = {
  REFUSED: 0,
  ACCEPTED: 1,
  PENDING: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
  CANCELLED: 5,
  ERROR: 6,
  CLOSED: 7, // account closed; for open orders it means paid
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

const LIST_LABELS: Readonly<Record<OrderStatus, MessageKey>> = {
  0: 'orderRefused',
  1: 'orderAccepted',
  2: 'orderPending',
  3: 'orderOutForDelivery',
  4: 'orderDelivered',
  5: 'orderCancelled',
  6: 'orderError',
  7: 'orderClosed',
};

// The single-order view words some codes differently (spec 1 §4); the rest use the list labels.
const VIEW_LABELS: Readonly<Partial<Record<OrderStatus, MessageKey>>> = {
  0: 'orderCancelled',
  5: 'orderNotAttended',
};

export function isOrderStatus(code: unknown): code is OrderStatus {
  return typeof code === 'number' && Object.hasOwn(LIST_LABELS, code);
}

/**
 * Label in 'my orders' and lists; 7 reads 'Pago' for an open order (table, tab, room), and 3 reads
 * 'Pronto para retirada' for a pickup (decision 066: the same code, worded for how it is handed over).
 */
export function orderStatusLabelKey(
  status: number,
  { openOrder = false, pickup = false }: { openOrder?: boolean; pickup?: boolean } = {},
): MessageKey {
  if (!isOrderStatus(status)) return 'orderUnknown';
  if (openOrder && status === ORDER_STATUS.CLOSED) return 'orderPaid';
  if (pickup && status === ORDER_STATUS.OUT_FOR_DELIVERY) return 'orderReadyForPickup';
  return LIST_LABELS[status];
}

/** Label in the single-order view: 0 'Cancelado', 5 'Não atendido', others as in lists. */
export function orderViewStatusLabelKey(
  status: number,
  options: { openOrder?: boolean; pickup?: boolean } = {},
): MessageKey {
  return (isOrderStatus(status) && VIEW_LABELS[status]) || orderStatusLabelKey(status, options);
}

/** Only status 2 is kept as the pending order id; any other status clears it. */
export function isPendingStatus(status: number): boolean {
  return status === ORDER_STATUS.PENDING;
}

/** Pending-order polling: the wait counter rises by 2 a poll and polling stops at 100. */
export function nextPollCounter(counter: number): number {
  return counter + ORDER_POLL_STEP;
}

export function shouldKeepPolling(counter: number, hasPendingOrder: boolean): boolean {
  return hasPendingOrder && counter < ORDER_POLL_STOP;
}

// Expiry units in hours (spec 3 §9).
export const EXPIRY_UNITS = { hours: 1, days: 24, weeks: 168, months: 720 } as const;
export type ExpiryUnit = keyof typeof EXPIRY_UNITS;
const UNITS_LARGEST_FIRST: readonly ExpiryUnit[] = ['months', 'weeks', 'days', 'hours'];

export type ExpiryDisplay = { amount: number; unit: ExpiryUnit };

/** Stored hours in the largest unit that divides them evenly: 1440 → 2 months, 36 → 36 hours. */
export function expiryToDisplay(hours: number): ExpiryDisplay {
  if (!Number.isInteger(hours) || hours < 0) throw new RangeError(`Invalid expiry hours: ${hours}`);
  if (hours === 0) return { amount: 0, unit: 'hours' };
  const unit = UNITS_LARGEST_FIRST.find((u) => hours % EXPIRY_UNITS[u] === 0) ?? 'hours';
  return { amount: hours / EXPIRY_UNITS[unit], unit };
}

export function expiryToHours(amount: number, unit: ExpiryUnit): number {
  return amount * EXPIRY_UNITS[unit];
}

/** The dialog's number field: a whole number from 1 to 999. */
export function validateExpiryDuration(n: number | null | undefined): MessageKey | null {
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'expiryRange';
  return n >= EXPIRY_DURATION_MIN && n <= EXPIRY_DURATION_MAX ? null : 'expiryRange';
}

export type ExpiryChoice = {
  dontExpire: boolean;
  duration?: number | null;
  date?: Date | string | null;
};

/** Confirm is enabled when not expiring, with a valid duration (1 to 999), or with a chosen date. */
export function isExpiryConfirmEnabled({ dontExpire, duration, date }: ExpiryChoice): boolean {
  if (dontExpire) return true;
  if (validateExpiryDuration(duration) === null) return true;
  if (date === null || date === undefined || date === '') return false;
  return !Number.isNaN(new Date(date).getTime());
}

export type ExpiryLabel = { key: 'expiryNever' } | { key: 'expiryIn'; amount: number; unit: ExpiryUnit };

/**
 * What a cart/order shows about expiry. `hours` is the order's own choice: null/undefined falls
 * back to the place's order_expiration_time; 0 (own or fallback) or dontExpire reads 'Não expira'.
 */
export function expiryLabel(
  hours: number | null | undefined,
  dontExpire: boolean,
  placeDefaultHours: number | null | undefined,
): ExpiryLabel {
  const effective = hours ?? placeDefaultHours ?? 0;
  if (dontExpire || !Number.isInteger(effective) || effective <= 0) return { key: 'expiryNever' };
  return { key: 'expiryIn', ...expiryToDisplay(effective) };
}

const UNIT_KEYS: Readonly<Record<ExpiryUnit, readonly [one: MessageKey, other: MessageKey]>> = {
  hours: ['unitHoursOne', 'unitHoursOther'],
  days: ['unitDaysOne', 'unitDaysOther'],
  weeks: ['unitWeeksOne', 'unitWeeksOther'],
  months: ['unitMonthsOne', 'unitMonthsOther'],
};

/** Unit name for an amount: 1 → singular ('dia'), anything else → plural ('dias'). */
export function expiryUnitLabelKey(unit: ExpiryUnit, amount: number): MessageKey {
  return UNIT_KEYS[unit][amount === 1 ? 0 : 1];
}

/** 'Não expira' or 'Expira em 2 dias'. */
export function formatExpiryLabel(label: ExpiryLabel, locale: Locale = 'pt-BR'): string {
  if (label.key === 'expiryNever') return formatMessage('expiryNever', undefined, locale);
  const unit = formatMessage(expiryUnitLabelKey(label.unit, label.amount), undefined, locale);
  return formatMessage('expiryIn', { amount: label.amount, unit }, locale);
}

/**
 * A formatter made at its first use, not when the module loads: the first time-zoned
 * Intl.DateTimeFormat loads the locale's and zone's data (~40 ms of the web entry's evaluation on a
 * phone, which Home never formats a date in; decision 242).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, ...options });
    return format;
  };
}

const dateTimeFormat = lazyFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/yyyy - HHhMM' in America/Sao_Paulo (spec 3 §9). Throws RangeError on an invalid date. */
export function formatDateTime(date: Date | string | number): string {
  const instant = date instanceof Date ? date : new Date(date);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of dateTimeFormat().formatToParts(instant)) part[type] = value;
  return `${part.day}/${part.month}/${part.year} - ${part.hour}h${part.minute}`;
}

// The order board's status machine: pending → accepted / refused / cancelled; accepted → out for
// delivery (a pickup: ready for pickup) / delivered / cancelled; 3 → delivered / cancelled. Others
// are final here.
const NEXT_STATUSES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  2: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.REFUSED, ORDER_STATUS.CANCELLED],
  1: [ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED],
  3: [ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED],
};

/** Whether staff may move an order from `from` to `to`. */
export function canChangeStatus(from: number, to: number): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && (NEXT_STATUSES[from] ?? []).includes(to);
}

/** Orders that came to nothing: refused, cancelled, payment error. */
export const UNFULFILLED_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.REFUSED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.ERROR,
];

/** Unfulfilled orders give their stock back (and free their slot; they are no purchase). */
export function releasesStock(status: number): boolean {
  return (UNFULFILLED_STATUSES as readonly number[]).includes(status);
}

/** An order sent as a delivery (1) that names where it is collected asks for pickup. */
export function asksForPickup(input: {
  delivery_type?: number | undefined;
  pickupplace?: string | null | undefined;
}): boolean {
  return input.delivery_type === 1 && Boolean(input.pickupplace?.trim());
}

/**
 * Only a delivery (1) that is not a pickup leaves for an address; pickup and local/counter orders
 * (2) are handed over at the place (no 'out for delivery' step, no address on the ticket).
 */
export function deliversToAddress(order: { delivery_type: number; pickup: boolean }): boolean {
  return order.delivery_type === 1 && !order.pickup;
}

/**
 * A pickup: a delivery (1) the customer collects at the place. Its status 3 means 'Pronto para
 * retirada' instead of 'Saiu para entrega' (decision 066); local/counter orders (2) have no step 3.
 */
export function isPickupOrder(order: { delivery_type: number; pickup: boolean }): boolean {
  return order.delivery_type === 1 && order.pickup;
}

/** Minutes the expected window spans after its start ('Previsão: 19:40–19:55'). */
export const ESTIMATE_WINDOW_MINUTES = 15;

/** Statuses in which the customer still waits for the order (the estimate is shown). */
const WAITING: readonly number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.ACCEPTED, ORDER_STATUS.OUT_FOR_DELIVERY];

/**
 * When the customer can expect the order: a scheduled order from its slot, any other from its
 * creation plus the place's delivery_time. Null once it is delivered or ended, when a pickup is
 * already ready, or when the place gives no time.
 */
export function orderEstimate(
  order: {
    status: number;
    created_at: string;
    deliveryagenda_date: string | null;
    delivery_type: number;
    pickup: boolean;
  },
  deliveryMinutes: number | null | undefined,
): { from: Date; to: Date } | null {
  if (!WAITING.includes(order.status)) return null;
  if (order.status === ORDER_STATUS.OUT_FOR_DELIVERY && isPickupOrder(order)) return null;
  let start: number;
  if (order.deliveryagenda_date) {
    start = Date.parse(order.deliveryagenda_date);
  } else {
    if (typeof deliveryMinutes !== 'number' || !Number.isFinite(deliveryMinutes) || deliveryMinutes <= 0) return null;
    start = Date.parse(order.created_at) + deliveryMinutes * 60_000;
  }
  if (Number.isNaN(start)) return null;
  return { from: new Date(start), to: new Date(start + ESTIMATE_WINDOW_MINUTES * 60_000) };
}

const clockFormat = lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'HH:MM' in America/Sao_Paulo. */
export function formatClock(date: Date): string {
  return clockFormat().format(date);
}

/** '19:40–19:55' (an en dash between two São Paulo clock times). */
export function formatEstimate(window: { from: Date; to: Date }): string {
  return `${formatClock(window.from)}–${formatClock(window.to)}`;
}

/** Stars a customer may give a delivered order, and the longest comment kept with them. */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
export const RATING_COMMENT_MAX = 500;
/** How many recent ratings the owner's list shows. */
export const RATINGS_RECENT_MAX = 20;
