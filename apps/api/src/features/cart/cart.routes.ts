import type { Handlers } from '../../platform/http.ts';
import type { CartService } from './cart.service.ts';

export function cartRoutes(s: { cart: CartService }): Pick<Handlers, 'ordercartproductvalidate'> {
  return { ordercartproductvalidate: s.cart.validateCart };
}
