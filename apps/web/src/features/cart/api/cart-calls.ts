import type { CallBody, CallResult } from '@app/domain/contract';
import { api } from '../../../lib/api.ts';

export type CartValidateBody = CallBody<'ordercartproductvalidate'>;
export type CartValidateResponse = CallResult<'ordercartproductvalidate'>;
export type ValidatedLine = CartValidateResponse['products'][number];

export const validateCart = (body: CartValidateBody) => api.call('ordercartproductvalidate', body);
