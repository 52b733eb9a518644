import { defineCalls } from '../contract-types.ts';
import { cashbackRoutes } from './routes.ts';
import {
  CashbackRetrieveBody,
  CashbackRetrieveResponse,
  CashbackStatementBody,
  CashbackStatementResponse,
} from './schemas.ts';

export const cashbackCalls = defineCalls(cashbackRoutes, {
  'cashbackmanual/retrieve': {
    summary: 'Redeems a cashback code once per person (code limits and validity checked under a row lock).',
    body: CashbackRetrieveBody,
    response: CashbackRetrieveResponse,
  },
  'cashback/statement': {
    summary:
      "The caller's cashback at this place: balance, rules (minimum, percent, validity, referral reward), share coupon and the ledger newest first, 30 a page.",
    body: CashbackStatementBody,
    response: CashbackStatementResponse,
  },
});
