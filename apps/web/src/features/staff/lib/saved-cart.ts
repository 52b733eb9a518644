import type { CallBody } from '@app/domain/contract';
import { reaisToCents } from '@app/domain/shared/money';
import { browserStore, type Discounts } from '../../../lib/storage.ts';
import { cart, type StoredCart } from '../../cart/index.ts';
import type { LoadedCart } from '../api/counter-calls.ts';

// Cart upload/download (decision 115): what is saved from the browser's cart, and how a loaded
// cart goes back into it. Prices are never saved: the server prices the lines when they load.

type SavedCartBody = CallBody<'setcachecart'>['cart'];

/** The lines, the manager's discount, the budget flag and the expiry of the cart in this browser. */
export function cartToSave(stored: StoredCart, discounts: Discounts | null): SavedCartBody {
  const o = stored.options;
  return {
    products: stored.products.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      ...(l.combo?.length ? { combo: l.combo } : {}),
      ...(l.service_type_id ? { service_type_id: l.service_type_id } : {}),
      ...(l.manager_price != null ? { manager_price: l.manager_price } : {}),
      ...(l.observation ? { observation: l.observation } : {}),
      ...(l.service_supplier_id ? { service_supplier_id: l.service_supplier_id } : {}),
    })),
    ...(discounts?.percent_discount ? { percent_discount: discounts.percent_discount } : {}),
    ...(discounts?.flat_discount ? { flat_discount: discounts.flat_discount } : {}),
    ...(o.budget ? { budget: true } : {}),
    ...(o.dont_expire ? { dont_expire: true } : {}),
    ...(o.expire_in ? { expire_in: o.expire_in } : {}),
  };
}

/** Replaces the browser's cart with a loaded one; answers the names of lines that could not be added. */
export function fillCart(loaded: LoadedCart, staff: boolean): string[] {
  const store = browserStore.getState();
  cart.clear();
  const skipped: string[] = [];
  loaded.cart.products.forEach((line, i) => {
    const priced = loaded.lines[i]?.product_id === line.product_id ? loaded.lines[i] : undefined;
    if (!priced || line.quantity < 1) return;
    const refused = cart.add(
      {
        _id: priced.product_id,
        code: priced.code,
        productname: priced.productname,
        photo: priced.photo,
        price_cents: reaisToCents(priced.unit_price),
        service_type_id: priced.service_type_id,
        // The cart page validates again at once and shows the server's limits.
        stock: null,
        safety_margin: 0,
        sale_without_stock: true,
        max_quantity: null,
      },
      line.quantity,
      line.combo?.length ? { choices: line.combo, summary: priced.combo_summary, extra_cents: 0 } : undefined,
    );
    if (refused) skipped.push(priced.productname);
  });
  if (staff) {
    const products = cart.get().products;
    loaded.cart.products.forEach((line) => {
      if (line.manager_price == null) return;
      const target = products.find((l) => l.product_id === line.product_id && l.manager_price == null);
      if (target) cart.setManagerPrice(target.key, line.manager_price);
    });
    const { percent_discount, flat_discount, budget, dont_expire, expire_in } = loaded.cart;
    store.set('discounts', percent_discount ? { percent_discount } : flat_discount ? { flat_discount } : null);
    cart.setOptions({ budget: budget || undefined, dont_expire: dont_expire || undefined, expire_in });
    // Saving again from here replaces the same code.
    store.set('cacheCartId', loaded.id);
  }
  return skipped;
}
