import { defineCalls } from '../contract-types.ts';
import { Empty } from '../users/schemas.ts';
import { openOrdersRoutes } from './routes.ts';
import {
  AssignBody,
  AssignResponse,
  CheckOpenOrderBody,
  CheckOpenOrderResponse,
  ConsumePlaceListResponse,
  FinishOpenOrderBody,
  InviteBody,
  InviteResponse,
  OpenOrderIdBody,
  OpenOrderListResponse,
  OpenOrderResponse,
  RequestBillBody,
  UpdateOpenOrderBody,
} from './schemas.ts';

export const openOrdersCalls = defineCalls(openOrdersRoutes, {
  'consumeplace/list': {
    summary: "The place's active tables, tabs, rooms and chalets (the consume-place chooser).",
    body: Empty,
    response: ConsumePlaceListResponse,
  },
  'openorder/check': {
    summary: 'Whether a table/tab/room number is free or held by an open account.',
    body: CheckOpenOrderBody,
    response: CheckOpenOrderResponse,
  },
  'openorder/invite': {
    summary: 'Checks an invite link (account id and invite code); answers which account it opens.',
    body: InviteBody,
    response: InviteResponse,
  },
  'openorder/assign': {
    summary:
      'Opens a free number for the caller, or joins an open account with its invite code (staff take over without one).',
    body: AssignBody,
    response: AssignResponse,
  },
  'openorder/get': {
    summary: 'An open account with its members, rounds, service fee, payments and balance (members and staff).',
    body: OpenOrderIdBody,
    response: OpenOrderResponse,
  },
  'openorder/list': {
    summary: "The place's open accounts with their waiter calls and bill requests (staff).",
    body: Empty,
    response: OpenOrderListResponse,
  },
  'openorder/update': {
    summary: 'Staff: move to another number, rename, merge another account in, remove a member, acknowledge alerts.',
    body: UpdateOpenOrderBody,
    response: OpenOrderResponse,
  },
  makerequest: {
    summary: 'A member calls the waiter to the table.',
    body: OpenOrderIdBody,
    response: OpenOrderResponse,
  },
  requestbill: {
    summary: 'A member asks for the bill, with the tip (service fee) they chose.',
    body: RequestBillBody,
    response: OpenOrderResponse,
  },
  'admin/finishopenorder': {
    summary: 'Staff close an account (status 7) with the payments collected at the counter.',
    body: FinishOpenOrderBody,
    response: OpenOrderResponse,
  },
});
