import type { CallBody } from '@app/domain/contract';
import type { Card, Transaction } from '@app/domain/payments/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The payments service calls of spec 1 §7 (served at /api/payments/<path>), as the screens use them.

export type { Card, Transaction };
/** The caller's own buyer: the server resolves 'me' to it. */
export const MY_BUYER = 'me';

export const tokenCredentials = () => api.call('payments/cards/token-credentials', {});
export const listCards = () => api.call('payments/cards/list', { buyerId: MY_BUYER }).then((r) => r.cards);
export const deleteCard = (cardId: string) => api.call('payments/cards/delete', { buyerId: MY_BUYER, cardId });
export const associateCard = (body: { token: string; description: string; owner_taxpayer_id: string }) =>
  api.call('payments/cards/buyer', body).then((r) => r.card);
export const sellerSettings = () => api.call('payments/sellers/get', { id: 'me' }).then((r) => r.seller);
export const chargeSavedCard = (reference_id: string, card_id: string, number_installments: number) =>
  api.call('payments/transactions/buyer', { reference_id, card_id, number_installments }).then((r) => r.transaction);
export const chargeCardToken = (reference_id: string, token: string, number_installments: number) =>
  api
    .call('payments/transactions/v2/card-token', { reference_id, token, number_installments })
    .then((r) => r.transaction);
export const createPix = (reference_id: string) =>
  api.call('payments/transactions/v2/pix', { reference_id }).then((r) => r.transaction);
export const readTransaction = (id: string) => api.call('payments/transactions/get', { id }).then((r) => r.transaction);
export const readPixCode = (id: string) => api.call('payments/transactions/qrcode', { id }).then((r) => r.transaction);
export const cancelPayment = (id: string, reason?: string, obs?: string) =>
  api.call('payments/cancelpayment', { id, ...(reason ? { reason } : {}), ...(obs ? { obs } : {}) });
export const reportCardMachine = (body: CallBody<'payments/cardmachine/result'>) =>
  api.call('payments/cardmachine/result', body).then((r) => r.transaction);

export const cardsQuery = (token: string | null) =>
  queryOptions({ queryKey: ['payments', 'cards', token], queryFn: listCards, staleTime: 30_000 });

export const sellerQuery = () =>
  queryOptions({ queryKey: ['payments', 'seller'], queryFn: sellerSettings, staleTime: 5 * 60_000 });

export const credentialsQuery = () =>
  queryOptions({ queryKey: ['payments', 'credentials'], queryFn: tokenCredentials, staleTime: 5 * 60_000 });

/** Provider error answered by the tokenisation endpoint (Zoop's shape, not our envelope). */
export class TokenizeError extends Error {}

/**
 * Tokenises a card at the provider, in the browser: the card number and CVC go only to
 * `tokenize_url` (Zoop, or the sandbox's same-origin copy), never to /api. Answers the token id.
 */
export async function tokenizeCard(
  fields: {
    holder_name: string;
    card_number: string;
    security_code: string;
    expiration_month: string;
    expiration_year: string;
  },
  credentials: { zpk: string; tokenize_url: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(credentials.tokenize_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${credentials.zpk}:`)}` },
      body: JSON.stringify(fields),
    });
  } catch {
    throw new TokenizeError('');
  }
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.id) throw new TokenizeError(body?.error?.message ?? '');
  return body.id;
}
