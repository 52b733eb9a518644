import { defineCalls } from '../contract-types.ts';
import { customersRoutes } from './routes.ts';
import {
  CashbackAdjustBody,
  CashbackAdjustResponse,
  CustomerBlockBody,
  CustomerBlockResponse,
  CustomerReadBody,
  CustomerReadResponse,
  CustomersListBody,
  CustomersListResponse,
} from './schemas.ts';

export const customersCalls = defineCalls(customersRoutes, {
  'admin/customers/list': {
    summary: "The place's customers (not staff), searched by name or phone, 30 a page, most recent order first.",
    body: CustomersListBody,
    response: CustomersListResponse,
  },
  'admin/customers/read': {
    summary:
      'One customer of the place: their orders here, cashback balance and statement, and the audit of staff changes.',
    body: CustomerReadBody,
    response: CustomerReadResponse,
  },
  'admin/customers/block': {
    summary: 'Blocks or unblocks a customer at this place, or only their app payment (block_app_payment); audited.',
    body: CustomerBlockBody,
    response: CustomerBlockResponse,
  },
  'admin/customers/cashback-adjust': {
    summary:
      "Credits or debits a customer's cashback at this place with a reason (audited: who, when, why); the balance never goes below zero.",
    body: CashbackAdjustBody,
    response: CashbackAdjustResponse,
  },
});
