import type { Transaction } from '@app/domain/payments/schemas';
import type { PaymentCardRecord, PaymentTransactionRecord } from './payments.repo.ts';

/** A charge as every transaction call answers it (spec 1 §3 "Transaction" and "Payment result"). */
export function toTransaction(
  row: PaymentTransactionRecord,
  extra: { imagemQrcode?: string | null } = {},
): Transaction {
  return {
    transaction_id: row.id,
    reference_id: row.orderId,
    // 'processing' is our own step before the provider answers: the client sees it as pending.
    status: row.status === 'processing' ? 'pending' : row.status,
    payment_method: row.method,
    amount: row.amountCents / 100,
    number_installments: row.installments,
    message: row.message,
    qrcode: row.qrcode,
    imagemQrcode: extra.imagemQrcode ?? null,
    end_reason: row.status === 'canceled' ? (row.endReason ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A saved card (spec 1 §3 "Card"). */
export function cardView(row: PaymentCardRecord) {
  return {
    _id: row.id,
    description: row.description,
    last4_digits: row.last4,
    card_brand: row.brand,
    expiration_month: row.expirationMonth,
    expiration_year: row.expirationYear,
    holder_name: row.holderName,
  };
}
