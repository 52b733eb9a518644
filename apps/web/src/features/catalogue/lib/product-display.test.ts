import { describe, expect, it } from 'vitest';
import { addRefusal, addToCart, EMPTY_CART } from '../../cart/lib/cart-store.ts';
import type { Product } from '../api/catalogue-calls.ts';
import { effectiveSearch, productDescriptionShort, productNameShort, toAddable, truncate } from './product-display.ts';

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis at the limit', () => {
    expect(truncate('Pão de alho', 36)).toBe('Pão de alho');
    const name = 'Pizza Frango com Catupiry e Bacon Crocante Extra';
    const cut = productNameShort(name);
    expect([...cut]).toHaveLength(36);
    expect(cut.endsWith('…')).toBe(true);
    expect(productNameShort('x'.repeat(36))).toBe('x'.repeat(36));
    expect([...productDescriptionShort('d'.repeat(200))]).toHaveLength(96);
    expect(productDescriptionShort(null)).toBe('');
  });
});

describe('effectiveSearch', () => {
  it('searches when empty or from 3 characters', () => {
    expect(effectiveSearch('')).toBe('');
    expect(effectiveSearch('  ')).toBe('');
    expect(effectiveSearch('fr')).toBeNull();
    expect(effectiveSearch(' fra ')).toBe('fra');
    expect(effectiveSearch('pão')).toBe('pão');
  });
});

describe('toAddable', () => {
  const product = {
    _id: 'p1',
    code: '202',
    productname: 'Pizza Calabresa',
    photo: null,
    price: 42.9,
    service_type_id: null,
    stock: null,
    safety_margin: 0,
    sale_without_stock: false,
    max_quantity: null,
  } as unknown as Product;

  it("stops '+' at the place's cap of units per item (decision 051), or the product's own if lower", () => {
    const addable = toAddable(product, 3);
    expect(addable.max_quantity).toBe(3);
    const three = addToCart(EMPTY_CART, addable, 3).cart;
    expect(addRefusal(three, addable)).toBe('maxQuantity');
    expect(toAddable({ ...product, max_quantity: 2 } as Product, 3).max_quantity).toBe(2);
    expect(toAddable(product).max_quantity).toBeNull();
  });
});
