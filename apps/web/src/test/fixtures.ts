import type { AddableProduct } from '../features/cart/index.ts';

/** A product the cart accepts (the seed's 'Pão de alho', no stock limit); override what the test is about. */
export const addableProduct = (p: Partial<AddableProduct> = {}): AddableProduct => ({
  _id: 'p1',
  code: '101',
  productname: 'Pão de alho',
  photo: null,
  price_cents: 1890,
  service_type_id: null,
  stock: null,
  safety_margin: 0,
  sale_without_stock: false,
  max_quantity: null,
  ...p,
});
