import { pathFor } from '../../app/route-table.ts';
import { CashbackCode } from '../../features/cashback/index.ts';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['cart'] as const;

/** Without a token: Login, coming back here after it (spec 3 §2.2 CashbackCode). */
export function loader(): string | null {
  if (browserStore.getState().token) return null;
  return `${pathFor('Login')}?redirect=${encodeURIComponent(window.location.pathname.replace(/^\/p\/[^/]+/, ''))}`;
}

/** Spec 3 §2.2 CashbackCode (/cashback/{code}): redeems the code, then CashbackRedeem or CashbackError. */
export const Component = CashbackCode;
