// The cashback screens of the storefront (statement, rules, redeeming a code and its result).
export { CashbackCode } from './components/cashback-code.tsx';
export { CashbackError } from './components/cashback-error.tsx';
export { CashbackRedeem } from './components/cashback-redeem.tsx';
export { CashbackRules } from './components/cashback-rules.tsx';
export { CashbackStatement } from './components/cashback-statement.tsx';
export { RewardResult } from './components/reward-result.tsx';
