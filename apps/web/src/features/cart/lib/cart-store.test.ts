import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/memory-storage.ts';
import { createBrowserStore } from '../../../lib/storage.ts';
import { addableProduct } from '../../../test/fixtures.ts';
import { createCartActions, lineKey, readCart } from './cart-store.ts';

const product = addableProduct;

function setup(place: string | null = 'cantina-da-praca') {
  const storage = createMemoryStorage();
  const store = createBrowserStore(storage, place);
  return { storage, store, cart: createCartActions(store) };
}

const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';
const I1 = '00000000-0000-4000-8000-0000000000a1';
const I2 = '00000000-0000-4000-8000-0000000000a2';

describe('cart store', () => {
  it('keeps the cart in the browser key `cart` of the place', () => {
    const { storage, cart } = setup();
    expect(cart.add(product())).toBeNull();
    const stored = JSON.parse(storage.getItem('cart@cantina-da-praca') ?? 'null');
    expect(stored.products).toHaveLength(1);
    expect(stored.products[0]).toMatchObject({
      product_id: 'p1',
      quantity: 1,
      snapshot: { code: '101', productname: 'Pão de alho', unit_price_cents: 1890, combo_summary: [] },
    });
  });

  it('merges identical lines and keeps combo variants apart', () => {
    const { cart } = setup();
    cart.add(product());
    cart.add(product(), 2);
    const combo = (item: string) => ({
      choices: [{ session_id: S1, items: [{ item_id: item, qtd: 1 }] }],
      summary: ['1x Coca-Cola'],
      extra_cents: 300,
    });
    cart.add(product({ _id: 'c1' }), 1, combo(I1));
    cart.add(product({ _id: 'c1' }), 1, combo(I1));
    cart.add(product({ _id: 'c1' }), 1, combo(I2));
    const lines = cart.get().products;
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([
      ['p1', 3],
      ['c1', 2],
      ['c1', 1],
    ]);
    expect(lines[1]?.snapshot.unit_price_cents).toBe(1890 + 300);
    expect(lines[1]?.combo).toEqual([{ session_id: S1, items: [{ item_id: I1, qtd: 1 }] }]);
    expect(cart.count()).toBe(6);
  });

  it('gives the same key whatever the order of sessions and items', () => {
    const a = lineKey('c', [
      { session_id: S2, items: [{ item_id: I2, qtd: 1 }] },
      {
        session_id: S1,
        items: [
          { item_id: I1, qtd: 2 },
          { item_id: I2, qtd: 0 },
        ],
      },
    ]);
    const b = lineKey('c', [
      { session_id: S1, items: [{ item_id: I1, qtd: 2 }] },
      { session_id: S2, items: [{ item_id: I2, qtd: 1 }] },
    ]);
    expect(a).toBe(b);
    expect(lineKey('c', [])).toBe('c');
  });

  it('refuses units beyond stock minus the safety margin unless sold without stock', () => {
    const { cart } = setup();
    const tiramisu = product({ stock: 3, safety_margin: 1 });
    expect(cart.add(tiramisu)).toBeNull();
    expect(cart.add(tiramisu)).toBeNull();
    expect(cart.add(tiramisu)).toBe('stockInsufficient');
    expect(cart.count()).toBe(2);
    expect(cart.add(tiramisu, 5)).toBe('stockInsufficient');
    expect(cart.count()).toBe(2);
    const { cart: other } = setup();
    expect(other.add(product({ stock: 0, sale_without_stock: true }), 4)).toBeNull();
  });

  it('refuses units beyond max_quantity', () => {
    const { cart } = setup();
    const beer = product({ max_quantity: 6 });
    expect(cart.add(beer, 6)).toBeNull();
    expect(cart.add(beer)).toBe('maxQuantity');
    expect(cart.addRefusal(beer)).toBe('maxQuantity');
  });

  it('refuses a product of another service type', () => {
    const { cart } = setup();
    cart.add(product({ _id: 'a', service_type_id: 'delivery' }));
    expect(cart.add(product({ _id: 'b', service_type_id: 'local' }))).toBe('serviceTypeMismatch');
    expect(cart.add(product({ _id: 'c', service_type_id: null }))).toBe('serviceTypeMismatch');
    expect(cart.add(product({ _id: 'd', service_type_id: 'delivery' }))).toBeNull();
  });

  it('sets quantities: below 0 counts as 0, 0 removes, raising past the stock is refused', () => {
    const { cart } = setup();
    cart.add(product({ stock: 4 }));
    cart.add(product({ _id: 'p2' }));
    const key = cart.get().products[0]?.key ?? '';
    expect(cart.setQuantity(key, 4)).toBeNull();
    expect(cart.setQuantity(key, 5)).toBe('stockInsufficient');
    expect(cart.get().products[0]?.quantity).toBe(4);
    expect(cart.setQuantity(key, -3)).toBeNull();
    expect(cart.get().products.map((l) => l.product_id)).toEqual(['p2']);
  });

  it('clears the options with the last line, and clear() empties everything', () => {
    const { cart, store } = setup();
    cart.add(product());
    cart.setOptions({ delivery_type: 1 });
    expect(cart.get().options).toEqual({ delivery_type: 1 });
    cart.remove(cart.get().products[0]?.key ?? '');
    expect(cart.get()).toEqual({ products: [], options: {} });
    cart.add(product());
    cart.clear();
    expect(store.getState().cart).toBeNull();
  });

  it('reads anything unexpected in the key as an empty cart', () => {
    expect(readCart('x')).toEqual({ products: [], options: {} });
    expect(readCart({ products: [{ product_id: 1 }] }).products).toEqual([]);
  });
});
