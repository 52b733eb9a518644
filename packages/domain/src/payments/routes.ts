import { defineRoutes } from '../call-route.ts';

// Payments service calls (spec 1 §7), served at /api/payments/<path> with their HTTP verbs. GET and
// DELETE read their fields from the query string and from {braced} path segments.
export const paymentsRoutes = defineRoutes({
  'payments/buyers': { level: 'user' },
  'payments/cards/buyer': { level: 'user' },
  'payments/cards/token-credentials': { level: 'anonymous', method: 'GET' },
  'payments/transactions/buyer': { level: 'user' },
  'payments/transactions/v2/card-token': { level: 'user' },
  'payments/transactions/v2/pix': { level: 'user' },
  'payments/transactions/get': { level: 'user', path: 'transactions/{id}', method: 'GET' },
  'payments/transactions/v2/void': { level: 'user' },
  'payments/transactions/qrcode': { level: 'user', path: 'transactions/{id}/qrcode', method: 'GET' },
  'payments/cards/list': { level: 'user', path: 'cards/buyer/{buyerId}', method: 'GET' },
  'payments/cards/delete': { level: 'user', path: 'cards/buyer/{buyerId}/{cardId}', method: 'DELETE' },
  'payments/sellers/get': { level: 'anonymous', path: 'sellers/{id}', method: 'GET' },
  'payments/cancelpayment': { level: 'user' },
  'payments/cardmachine/result': { level: 'manager' },
  'payments/order': { level: 'user' },
});
