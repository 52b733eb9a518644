import { defineCalls } from '../contract-types.ts';
import { counterRoutes } from './counter-routes.ts';
import {
  CreateCacheTokenBody,
  CreateCacheTokenResponse,
  GetCacheCartBody,
  GetCacheCartResponse,
  MergeUsersBody,
  MergeUsersResponse,
  SetCacheCartBody,
  SetCacheCartResponse,
} from './counter-schemas.ts';
import {
  IndicationsListBody,
  IndicationsListResponse,
  SearchSalesmanBody,
  SearchSalesmanResponse,
} from './indication-schemas.ts';

export const counterCalls = defineCalls(counterRoutes, {
  setcachecart: {
    summary:
      'Staff save the cart under a code of 8 letters and digits (7 days), to load it on another device; with `id`, the saved cart is replaced.',
    body: SetCacheCartBody,
    response: SetCacheCartResponse,
  },
  getcachecart: {
    summary:
      'Loads a saved cart by its code (staff of the place) or by a share code (anyone signed in there), priced for the caller now. Wrong codes are limited per person and address.',
    body: GetCacheCartBody,
    response: GetCacheCartResponse,
  },
  createcachetoken: {
    summary: 'A share code (24 hours) for a saved cart, for a customer to load it on their own phone.',
    body: CreateCacheTokenBody,
    response: CreateCacheTokenResponse,
  },
  mergeusers: {
    summary:
      "Merges access accounts into a main customer of this place: this place's orders, cashback, saved cards and (when the account is nobody else's customer) addresses move, in one transaction; `promote` makes the main one a master account.",
    body: MergeUsersBody,
    response: MergeUsersResponse,
  },
  'admin/searchsalesman': {
    summary:
      "The referred-by dialog's search: the person whose referral code this is, or staff and professionals of the place by 3+ letters of their name; 10 at most.",
    body: SearchSalesmanBody,
    response: SearchSalesmanResponse,
  },
  'indications/list': {
    summary:
      'Customers of the place who say someone referred them (optionally who joined between begin and end), newest first, with the count per referrer.',
    body: IndicationsListBody,
    response: IndicationsListResponse,
  },
});
