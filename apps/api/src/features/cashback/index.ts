// The cashback ledger of a person at a place, and cashback codes.

export type { CashbackEntryRecord } from './cashback.repo.ts';
export { type CashbackRepo, createCashbackRepo } from './cashback.repo.ts';
export { cashbackRoutes } from './cashback.routes.ts';
export { type CashbackService, createCashbackService } from './cashback.service.ts';
