import type { CartValidateResponse, ValidatedLine } from '@app/domain/cart/schemas';
import { callAs } from '../../orders/api/call-as.ts';

export type { CartValidateResponse, ValidatedLine };

/** The wire cart of ordercartproductvalidate (spec 1 §7): lines, kind, where, coupon. Reais. */
export type CartValidateBody = {
  products: {
    product_id: string;
    quantity: number;
    combo?: unknown[];
    service_type_id?: string | null;
    manager_price?: number | null;
    observation?: string;
  }[];
  delivery_type?: 1 | 2;
  address_id?: string;
  pickupplace?: string;
  cupom?: string;
  percent_discount?: number;
  flat_discount?: number;
};

export const validateCart = (body: CartValidateBody) => callAs<CartValidateResponse>('ordercartproductvalidate', body);
