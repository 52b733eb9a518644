import { addBlockReason, clampQuantity, hasServiceTypeConflict, linesSubtotalCents } from '@app/domain/cart/rules';
import type { CartLine } from '@app/domain/cart/schemas';
import type { MessageKey } from '@app/domain/shared/messages';
import { type BrowserStore, browserStore, useBrowserStore } from '../../../lib/storage.ts';

// The cart of spec 1 §3, kept in the browser key `cart` (one per place, see lib/storage.ts). Each
// line is the wire's CartLine plus a snapshot of what the screens show before the server answers
// (name, photo, unit price with the combo extras, stock limits). The server re-prices and
// re-checks every line (ordercartproductvalidate): the snapshot is for display and for disabling
// buttons at once, never trusted.

/** What a line shows and needs for the stock rules while offline. Money in cents. */
export type CartLineSnapshot = {
  code: string;
  productname: string;
  photo: string | null;
  /** Product price plus the combo extras of one unit. */
  unit_price_cents: number;
  /** One text per chosen combo item, e.g. '2x Coca-Cola'. */
  combo_summary: string[];
  stock: number | null;
  safety_margin: number;
  sale_without_stock: boolean;
  max_quantity: number | null;
};

export type StoredCartLine = CartLine & {
  /** Identity of the line: product plus its combo choices (identical lines merge). */
  key: string;
  snapshot: CartLineSnapshot;
};

/**
 * Cart-wide options (delivery type, address, details...). Open for the cart page to extend by
 * declaration merging: `declare module '.../cart-store.ts' { interface CartOptions { x?: T } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging in the cart feature.
export interface CartOptions {}

export type StoredCart = { products: StoredCartLine[]; options: CartOptions & Record<string, unknown> };

export const EMPTY_CART: StoredCart = { products: [], options: {} };

/** What a product must tell the cart to be added. Price in cents. */
export type AddableProduct = {
  _id: string;
  code: string;
  productname: string;
  photo: string | null;
  price_cents: number;
  service_type_id: string | null;
  stock: number | null;
  safety_margin: number;
  sale_without_stock: boolean;
  max_quantity: number | null;
};

export type AddCombo = {
  choices: NonNullable<CartLine['combo']>;
  summary: string[];
  /** What the chosen items add to one unit, in cents. */
  extra_cents: number;
};

export type CartRefusal = Extract<MessageKey, 'stockInsufficient' | 'maxQuantity' | 'serviceTypeMismatch'>;

/** The stored value, read defensively: anything else in the key (an older app, a hand edit) is an empty cart. */
export function readCart(value: unknown): StoredCart {
  if (!value || typeof value !== 'object') return EMPTY_CART;
  const { products, options } = value as Partial<StoredCart>;
  if (!Array.isArray(products)) return EMPTY_CART;
  const lines = products.filter(
    (line): line is StoredCartLine =>
      !!line &&
      typeof line.product_id === 'string' &&
      typeof line.key === 'string' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0 &&
      !!line.snapshot &&
      typeof line.snapshot.unit_price_cents === 'number',
  );
  return { products: lines, options: options && typeof options === 'object' ? options : {} };
}

/** The line identity: same product and same combo choices (order of sessions and items ignored). */
export function lineKey(productId: string, combo?: CartLine['combo']): string {
  if (!combo || combo.length === 0) return productId;
  const parts = combo
    .map((c) => ({
      s: c.session_id,
      i: c.items
        .filter((p) => p.qtd > 0)
        .map((p) => `${p.item_id}*${p.qtd}`)
        .sort(),
    }))
    .filter((c) => c.i.length > 0)
    .sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : 0))
    .map((c) => `${c.s}:${c.i.join(',')}`);
  return parts.length === 0 ? productId : `${productId}|${parts.join(';')}`;
}

/** Units of a product across all its lines (combo variants count together against its stock). */
export function quantityOfProduct(cart: StoredCart, productId: string): number {
  return cart.products.reduce((sum, line) => (line.product_id === productId ? sum + line.quantity : sum), 0);
}

/** Number of items in the cart (the badge). */
export function cartCount(cart: StoredCart): number {
  return cart.products.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of the lines at their snapshot prices, in cents (the server's total is the one that counts). */
export function cartLinesCents(cart: StoredCart): number {
  return linesSubtotalCents(
    cart.products.map((l) => ({ unitCents: l.snapshot.unit_price_cents, quantity: l.quantity })),
  );
}

/** Why `more` units of the product cannot be added now, or null. */
export function addRefusal(cart: StoredCart, product: AddableProduct, more = 1): CartRefusal | null {
  const others = cart.products.filter((l) => l.product_id !== product._id).map((l) => l.service_type_id);
  if (hasServiceTypeConflict(others, product.service_type_id)) return 'serviceTypeMismatch';
  const inCart = quantityOfProduct(cart, product._id);
  for (let n = 0; n < Math.max(1, more); n++) {
    const reason = addBlockReason(product, inCart + n);
    if (reason) return reason;
  }
  return null;
}

function snapshotOf(product: AddableProduct, combo?: AddCombo): CartLineSnapshot {
  return {
    code: product.code,
    productname: product.productname,
    photo: product.photo,
    unit_price_cents: product.price_cents + (combo?.extra_cents ?? 0),
    combo_summary: combo?.summary ?? [],
    stock: product.stock,
    safety_margin: product.safety_margin,
    sale_without_stock: product.sale_without_stock,
    max_quantity: product.max_quantity,
  };
}

/** The cart after adding `quantity` units; identical lines merge. Refused adds leave it unchanged. */
export function addToCart(
  cart: StoredCart,
  product: AddableProduct,
  quantity = 1,
  combo?: AddCombo,
): { cart: StoredCart; refused: CartRefusal | null } {
  const units = clampQuantity(quantity);
  if (units === 0) return { cart, refused: null };
  const refused = addRefusal(cart, product, units);
  if (refused) return { cart, refused };
  const choices = combo?.choices.filter((c) => c.items.some((p) => p.qtd > 0));
  const key = lineKey(product._id, choices);
  const existing = cart.products.find((l) => l.key === key);
  const products = existing
    ? cart.products.map((l) =>
        l.key === key ? { ...l, quantity: l.quantity + units, snapshot: snapshotOf(product, combo) } : l,
      )
    : [
        ...cart.products,
        {
          key,
          product_id: product._id,
          quantity: units,
          ...(choices && choices.length > 0 ? { combo: choices } : {}),
          service_type_id: product.service_type_id,
          snapshot: snapshotOf(product, combo),
        },
      ];
  return { cart: { ...cart, products }, refused: null };
}

/**
 * The cart after setting a line's quantity: below 0 counts as 0 and 0 removes the line (spec 1 §4);
 * raising it past the stock or the per-order cap is refused. When no line is left the options go too.
 */
export function setLineQuantity(
  cart: StoredCart,
  key: string,
  quantity: number,
): { cart: StoredCart; refused: CartRefusal | null } {
  const line = cart.products.find((l) => l.key === key);
  if (!line) return { cart, refused: null };
  const next = clampQuantity(quantity);
  if (next > line.quantity) {
    const inCart = quantityOfProduct(cart, line.product_id);
    for (let n = 0; n < next - line.quantity; n++) {
      const reason = addBlockReason(line.snapshot, inCart + n);
      if (reason) return { cart, refused: reason };
    }
  }
  if (next === 0) return { cart: removeLine(cart, key), refused: null };
  return {
    cart: { ...cart, products: cart.products.map((l) => (l.key === key ? { ...l, quantity: next } : l)) },
    refused: null,
  };
}

export function removeLine(cart: StoredCart, key: string): StoredCart {
  const products = cart.products.filter((l) => l.key !== key);
  return products.length === 0 ? EMPTY_CART : { ...cart, products };
}

/** The time a clinic service in the cart is booked at (decision 125). */
export type CartBooking = {
  appointment_id: string;
  /** Attendancy type: 0 consultation, 1 return, 2 procedure, 3 model patient, 4 representative. */
  type: 0 | 1 | 2 | 3 | 4;
  service_supplier_id: string;
  supplier_name: string;
  product_id: string;
  /** ISO instant of the slot's start. */
  starts_at: string;
};

/** The booked service's line: one per product and supplier. */
export const bookedLineKey = (b: Pick<CartBooking, 'product_id' | 'service_supplier_id'>) =>
  `${b.product_id}@${b.service_supplier_id}`;

/** The cart's booking, while its line is still in the cart. */
export function bookingOf(cart: StoredCart): CartBooking | null {
  const booking = cart.options.booking;
  if (!booking || typeof booking !== 'object') return null;
  return cart.products.some((l) => l.key === bookedLineKey(booking)) ? booking : null;
}

/** The cart bound to a browser store: read, change and subscribe. */
export function createCartActions(store: BrowserStore) {
  const get = () => readCart(store.getState().cart);
  const save = (cart: StoredCart) =>
    store.getState().set('cart', cart.products.length === 0 && Object.keys(cart.options).length === 0 ? null : cart);
  const apply = (result: { cart: StoredCart; refused: CartRefusal | null }) => {
    if (!result.refused) save(result.cart);
    return result.refused;
  };
  return {
    get,
    add: (product: AddableProduct, quantity = 1, combo?: AddCombo) => apply(addToCart(get(), product, quantity, combo)),
    setQuantity: (key: string, quantity: number) => apply(setLineQuantity(get(), key, quantity)),
    remove: (key: string) => save(removeLine(get(), key)),
    /** Staff only: the line's price in reais, or null for the catalogue's (the server re-checks). */
    setManagerPrice: (key: string, reais: number | null) => {
      const cart = get();
      save({
        ...cart,
        products: cart.products.map((l) => (l.key === key ? { ...l, manager_price: reais } : l)),
      });
    },
    /** Empties the cart and its options. */
    clear: () => store.getState().set('cart', null),
    setOptions: (patch: Partial<CartOptions> & Record<string, unknown>) => {
      const cart = get();
      save({ ...cart, options: { ...cart.options, ...patch } });
    },
    count: () => cartCount(get()),
    addRefusal: (product: AddableProduct, more = 1) => addRefusal(get(), product, more),
    /**
     * A clinic service booked at a time (decision 125): one line of the product for the supplier,
     * replacing the cart's earlier booking (and its line); the time travels in the options.
     */
    addBookedService: (product: AddableProduct, booking: CartBooking) => {
      const current = get();
      const previous = current.options.booking;
      const kept = previous ? removeLine(current, bookedLineKey(previous)) : current;
      const refused = addRefusal(kept, product, 1);
      if (refused) return refused;
      const line: StoredCartLine = {
        key: bookedLineKey(booking),
        product_id: product._id,
        quantity: 1,
        service_type_id: product.service_type_id,
        service_supplier_id: booking.service_supplier_id,
        snapshot: snapshotOf(product),
      };
      save({ products: [...kept.products, line], options: { ...kept.options, booking } });
      return null;
    },
  };
}

export const cart = createCartActions(browserStore);

/** The current cart; re-renders when it changes. */
export function useCart(): StoredCart {
  const raw = useBrowserStore((s) => s.cart);
  return readCartMemo(raw);
}

// readCart builds a new object each call; keep one per stored value so React sees a stable cart.
let lastRaw: unknown = Symbol('none');
let lastCart: StoredCart = EMPTY_CART;
function readCartMemo(raw: unknown): StoredCart {
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCart = readCart(raw);
  }
  return lastCart;
}
