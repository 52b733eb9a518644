import { defineCalls } from '../contract-types.ts';
import { cartRoutes } from './routes.ts';
import { CartValidateBody, CartValidateResponse } from './schemas.ts';

export const cartCalls = defineCalls(cartRoutes, {
  ordercartproductvalidate: {
    summary:
      'Prices a cart from the catalogue and checks it: products still sold (else code product_change), stock minus safety margin, max quantity, service types, combos, delivery fee of the address (error_type address), coupon preview. Sent on every cart change; works without a token.',
    body: CartValidateBody,
    response: CartValidateResponse,
  },
});
