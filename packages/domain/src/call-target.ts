import type { CallRoute, HttpMethod, Surface } from './call-route.ts';
import type { CallName } from './contract.ts';

// Where the browser sends a call, without the table of every call (decision 226): a call is
// POST /api/{surface}/{name}, the surface read from the name ('admin/…', 'payments/…', else 'app'),
// except these. The features' routes.ts stay the source of truth (levels, places, the server);
// call-routes.test.ts checks that this answers what callRoutes says for every call.
const OTHER: { readonly [N in CallName]?: readonly [HttpMethod, string?] } = {
  'marketplace/getlocation': ['GET'],
  'admin/searchsalesman': ['GET'],
  'docs/checkin': ['GET'],
  'payments/cards/token-credentials': ['GET'],
  'payments/transactions/get': ['GET', 'transactions/{id}'],
  'payments/transactions/qrcode': ['GET', 'transactions/{id}/qrcode'],
  'payments/cards/list': ['GET', 'cards/buyer/{buyerId}'],
  'payments/cards/delete': ['DELETE', 'cards/buyer/{buyerId}/{cardId}'],
  'payments/sellers/get': ['GET', 'sellers/{id}'],
  'postalcode/states': ['GET'],
  'admin/cidadeuf': ['GET'],
  getcitydistrict: ['GET'],
};

export function callTarget(name: CallName): Pick<CallRoute, 'method' | 'surface' | 'path'> {
  const prefix = /^(admin|payments)\//.exec(name)?.[1] as Surface | undefined;
  const [method = 'POST', path] = OTHER[name] ?? [];
  return { method, surface: prefix ?? 'app', path: path ?? (prefix ? name.slice(prefix.length + 1) : name) };
}
