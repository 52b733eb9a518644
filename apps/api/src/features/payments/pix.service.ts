import type { CallInput, CallResult } from '@app/domain';
import QRCode from 'qrcode';
import type { ProviderTransaction } from '../../integrations/payments/port.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ChargeLedger } from './charge-ledger.ts';
import type { PaymentsContext } from './payments.context.ts';
import { notFound, unavailable } from './payments.errors.ts';
import { msg } from './payments.messages.ts';
import { toTransaction } from './payments.views.ts';
import type { TransactionReader } from './transactions.service.ts';

/** Pix charges (payments/transactions/v2/pix) and their QR image (transactions/{id}/qrcode). */
export function createPixService(ctx: PaymentsContext, ledger: ChargeLedger, reader: TransactionReader) {
  const { port } = ctx;
  return {
    async chargePix(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/pix'>,
    ): Promise<CallResult<'payments/transactions/v2/pix'>> {
      const available = await ctx.availability(actor);
      if (input.seller_id && input.seller_id !== available.sellerId) throw notFound(actor, 'sellerNotFound');
      const s = await ctx.seller(available.sellerId);
      if (!s.pixEnabled) throw unavailable(actor, 'unavailable');
      const buyerId = await ctx.buyerOf(actor, input.buyer_id);
      const { row, fresh, split } = await ledger.claim(actor, input.reference_id, {
        method: 'pix',
        installments: 1,
        place: available.place,
      });
      if (!fresh) return { transaction: toTransaction(row) };
      let result: ProviderTransaction;
      try {
        result = await port.createPix({
          sellerId: available.sellerId,
          buyerId,
          amountCents: row.amountCents,
          referenceId: row.orderId,
          description: input.description ?? `${msg(actor, 'pixDescription')} ${row.orderId.slice(0, 8)}`,
          idempotencyKey: row.idempotencyKey,
          metadata: { payment_id: row.id, place_id: row.placeId },
          merchantName: available.place.name,
          merchantCity: available.place.city ?? '',
          ...(split.length > 0 ? { split } : {}),
        });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : msg(actor, 'providerError');
        await ledger.recordOutside(row, { status: 'failed', message }, 'provider_error');
        throw new AppError('payment_error', message, 402, { errorType: 'payment_error' });
      }
      const updated = await ledger.recordOutside(
        row,
        { status: result.status, providerId: result.id, qrcode: result.qrcode, message: result.message },
        'provider_answer',
      );
      return { transaction: toTransaction(updated) };
    },

    async readPixQrCode(
      actor: Actor,
      input: CallInput<'payments/transactions/qrcode'>,
    ): Promise<CallResult<'payments/transactions/qrcode'>> {
      const row = await reader.read(actor, input.id);
      if (!row.qrcode) throw notFound(actor, 'transactionNotFound');
      const image = await QRCode.toDataURL(row.qrcode, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
      return { transaction: toTransaction(row, { imagemQrcode: image }) };
    },
  };
}
