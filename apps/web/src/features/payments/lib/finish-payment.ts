import type { PinpadCharge } from '@app/domain/payments/pinpad';
import { pinpadPaymentKind, pinpadValueInCents } from '@app/domain/payments/pinpad';
import { PAYMENT_ERROR_REASON, PAYMENT_TYPE } from '@app/domain/payments/rules';
import type { Transaction } from '@app/domain/payments/schemas';
import type { ChosenCard } from './payment-store.ts';
import type { PinpadResult } from './pinpad-client.ts';

// Finish by type (spec 1 §4 "Checkout"): after v2/orderdelivery, type 5 charges on the pin pad,
// 2 charges the online card (saved card when logged in, otherwise a card token), 3 creates the Pix
// charge; any other type makes the normal payment call. The server prices every charge from the
// order: no amount travels from here except the pin pad's, which the server checks.

export type PaidOrder = { _id: string; total_payable: number; status: number };

/** A failure the customer must see, with the text to show (the server's or the terminal's). */
export class PaymentFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'declined' | 'pinpad',
  ) {
    super(message);
    this.name = 'PaymentFailure';
  }
}

export type FinishCalls<O extends PaidOrder> = {
  readOrder: (orderId: string) => Promise<O>;
  chargeSavedCard: (orderId: string, cardId: string, installments: number) => Promise<Transaction>;
  chargeCardToken: (orderId: string, token: string, installments: number) => Promise<Transaction>;
  createPix: (orderId: string) => Promise<Transaction>;
  /** The pin pad dialog: charges on the terminal and answers its result. */
  pinpad: (charge: Omit<PinpadCharge, 'type'>) => Promise<PinpadResult>;
  pinpadCredentials: () => Promise<{ marketplace_id: string; zpk: string }>;
  reportCardMachine: (body: {
    order_id: string;
    result: PinpadResult['type'];
    paymentType: 'debit' | 'credit';
    numberOfInstallments: number;
    valueInCents: number;
    terminal_transaction_id: string;
    message?: string;
  }) => Promise<Transaction>;
};

export type FinishInput = {
  type: number;
  card: ChosenCard | null;
  installments: number;
  sellerId: string | null;
  buyerId: string | null;
  /** Texts: the declined fallback, and the pin pad's failure. */
  texts: { declined: string; pinpadFailed: string; pinpadAborted: string };
};

export type FinishResult<O> = { order: O; pixTransactionId: string | null };

/** Types finished by the payments feature; the rest take the normal payment call. */
export function finishedByPayments(type: number): boolean {
  return type === PAYMENT_TYPE.ONLINE_CARD || type === PAYMENT_TYPE.PIX || type === PAYMENT_TYPE.CARD_MACHINE;
}

export async function finishPayment<O extends PaidOrder>(
  order: O,
  input: FinishInput,
  calls: FinishCalls<O>,
): Promise<FinishResult<O>> {
  if (input.type === PAYMENT_TYPE.ONLINE_CARD) {
    const card = input.card;
    if (!card) throw new PaymentFailure(input.texts.declined, 'declined');
    const installments = Math.max(1, input.installments);
    const transaction =
      card.kind === 'saved'
        ? await calls.chargeSavedCard(order._id, card.cardId, installments)
        : await calls.chargeCardToken(order._id, card.token, installments);
    if (transaction.status !== 'succeeded')
      throw new PaymentFailure(transaction.message || input.texts.declined, 'declined');
    return { order: await calls.readOrder(order._id), pixTransactionId: null };
  }
  if (input.type === PAYMENT_TYPE.PIX) {
    const transaction = await calls.createPix(order._id);
    return { order, pixTransactionId: transaction.transaction_id };
  }
  if (input.type === PAYMENT_TYPE.CARD_MACHINE) {
    const credentials = await calls.pinpadCredentials();
    const sellerId = input.sellerId ?? '';
    const kind = pinpadPaymentKind(input.installments);
    const valueInCents = pinpadValueInCents(order.total_payable);
    const result = await calls.pinpad({
      marketplaceId: credentials.marketplace_id,
      publishableKey: credentials.zpk,
      sellerId,
      ...kind,
      valueInCents,
      metadata: { buyer_id: input.buyerId ?? '', reference_id: order._id, seller_id: sellerId },
    });
    await calls.reportCardMachine({
      order_id: order._id,
      result: result.type,
      paymentType: kind.paymentType,
      numberOfInstallments: kind.paymentType === 'debit' ? 0 : kind.numberOfInstallments,
      valueInCents,
      terminal_transaction_id:
        result.type === 'paymentSuccessful' ? result.transactionId : `${order._id}-${Date.now()}`,
      ...(result.type === 'paymentFailed' && result.reason ? { message: result.reason.slice(0, 200) } : {}),
    });
    if (result.type === 'paymentAborted') throw new PaymentFailure(input.texts.pinpadAborted, 'pinpad');
    if (result.type === 'paymentFailed') throw new PaymentFailure(input.texts.pinpadFailed, 'pinpad');
    return { order: await calls.readOrder(order._id), pixTransactionId: null };
  }
  throw new Error(`payment type ${input.type} is not finished by payments`);
}

/** The cancelPayment reason after a failed finish (spec 1 §4): 'Erro de pagamento' for type 5. */
export function cancelReason(type: number): string | undefined {
  return type === PAYMENT_TYPE.CARD_MACHINE ? PAYMENT_ERROR_REASON : undefined;
}
