import type { Handlers } from '../../platform/http.ts';
import type { CashbackService } from './cashback.service.ts';

type CashbackCalls = 'cashbackmanual/retrieve' | 'cashback/statement';

export function cashbackRoutes(s: { cashback: CashbackService }): Pick<Handlers, CashbackCalls> {
  return {
    'cashbackmanual/retrieve': s.cashback.redeemCode,
    'cashback/statement': s.cashback.readStatement,
  };
}
