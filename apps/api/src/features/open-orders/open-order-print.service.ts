import { createHash, randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { billTotals } from '@app/domain/open-orders/rules';
import { formatDateTime } from '@app/domain/orders/rules';
import { paymentTypeLabelKey } from '@app/domain/payments/rules';
import { formatMessage } from '@app/domain/shared/messages';
import { formatMoney } from '@app/domain/shared/money';
import type { PrintPort } from '../../integrations/print/port.ts';
import { type TicketLine, ticketHtml, ticketPdf } from '../../integrations/print/ticket.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { localTexts } from '../../platform/service-kit.ts';
import type { PrintRepo } from '../print/index.ts';
import type { RoundPrintRepo } from './open-order-bill.repo.ts';
import { NOT_ON_BILL, type OpenOrdersRepo } from './open-orders.repo.ts';

/** Spec 1 §7 "Pending print failure", the same words for every way the kitchen print fails. */
export const PENDING_PRINT_FAILURE = 'Ocorreu um problema ao seu pedido. Por favor, informar o garçom.';

const texts = localTexts({
  noOpenOrder: { 'pt-BR': 'Conta não encontrada.', en: 'No Open Order' },
  printFailed: { 'pt-BR': PENDING_PRINT_FAILURE, en: 'There was a problem with your order. Please tell the waiter.' },
  billFailed: {
    'pt-BR': 'Não foi possível imprimir a conta. Por favor, informar o garçom.',
    en: 'The bill could not be printed. Please tell the waiter.',
  },
});

const KITCHEN_ROUND = 'kitchen_round';
const OPEN_ORDER_BILL = 'open_order_bill';
const money = (cents: number) => formatMoney(cents).replace(/\u00a0/g, ' ');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Nobody downloads these documents by link (they go to the printer); the key is never handed out. */
const LINK_MS = 15 * 60 * 1000;

/**
 * Open-account printing (decision 111): each new round goes to the kitchen printer once
 * (order/pendingprint), and members or staff print the bill (printbill). Both through the print
 * port; every document lands in the print log (print_documents) like the order tickets.
 */
export function createOpenOrderPrintService(deps: {
  database: Database;
  openOrders: OpenOrdersRepo;
  rounds: RoundPrintRepo;
  print: PrintRepo;
  port: PrintPort;
  clock?: () => Date;
}) {
  const { database, openOrders, rounds } = deps;
  const now = deps.clock ?? (() => new Date());

  async function member(tx: Tx, actor: Actor, placeId: string, openOrderId: string) {
    if (actor.manager) return;
    const userId = actor.user?.userId;
    if (!userId || !(await openOrders.isMember(tx, placeId, openOrderId, userId))) throw accessDenied();
  }

  async function render(
    tx: Tx,
    actor: Actor,
    placeId: string,
    doc: { orderId: string; kind: string; title: string; lines: TicketLine[] },
  ) {
    const html = ticketHtml(doc.lines, doc.title);
    const pdf = await ticketPdf(doc.lines, doc.title);
    const row = await deps.print.insert(tx, {
      placeId,
      orderId: doc.orderId,
      kind: doc.kind,
      title: doc.title,
      html,
      pdfBase64: pdf.toString('base64'),
      keyHash: sha256(randomBytes(24).toString('base64url')),
      keyExpiresAt: new Date(now().getTime() + LINK_MS),
      byUserId: actor.manager?.userId ?? actor.user?.userId ?? null,
    });
    return { row, pdf };
  }

  async function send(placeId: string, doc: { row: { id: string; title: string }; pdf: Buffer }) {
    const job = await deps.port.send({ placeId, documentId: doc.row.id, title: doc.row.title, pdf: doc.pdf });
    await database.inPlace(placeId, (tx) =>
      deps.print.markSent(tx, placeId, doc.row.id, deps.port.provider, job.jobId),
    );
    return job.jobId;
  }

  return {
    /** order/pendingprint: a new round to the kitchen printer, once; any failure answers the spec's words. */
    async pendingPrint(
      actor: Actor,
      input: CallInput<'order/pendingprint'>,
    ): Promise<CallResult<'order/pendingprint'>> {
      const placeId = placeOf(actor).id;
      const failed = () =>
        new AppError('print_failed', texts(actor, 'printFailed'), 502, { errorType: 'print_failed' });
      const doc = await database
        .inPlace(placeId, async (tx) => {
          const round = await rounds.roundOf(tx, placeId, input.order_id);
          if (!round) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
          await member(tx, actor, placeId, round.openOrderId);
          const logged = await rounds.printedFor(tx, placeId, input.order_id, KITCHEN_ROUND);
          if (logged?.jobId) return { sent: { id: logged.id, jobId: logged.jobId } };
          if (logged) {
            // Logged before but it never reached the printer: the same document goes again.
            const row = await deps.print.find(tx, placeId, logged.id);
            if (row) return { send: { row, pdf: Buffer.from(row.pdfBase64, 'base64') } };
          }
          const account = await openOrders.find(tx, placeId, round.openOrderId);
          const r = (await openOrders.rounds(tx, placeId, round.openOrderId)).find((x) => x.orderId === input.order_id);
          if (!account || !r) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
          const title = `${account.label} · Pedido #${r.number}`;
          const lines: TicketLine[] = [
            { kind: 'big', text: account.label },
            { kind: 'text', text: `Pedido #${r.number}${r.username ? ` · ${r.username}` : ''}` },
            { kind: 'muted', text: formatDateTime(r.createdAt) },
            { kind: 'sep' },
            ...r.items.map((i) => ({ kind: 'big' as const, text: `${i.quantity}x ${i.name}` })),
          ];
          return { send: await render(tx, actor, placeId, { orderId: r.orderId, kind: KITCHEN_ROUND, title, lines }) };
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          throw failed();
        });
      if (doc.sent) return { printed: false, document_id: doc.sent.id, job_id: doc.sent.jobId };
      try {
        const jobId = await send(placeId, doc.send);
        return { printed: true, document_id: doc.send.row.id, job_id: jobId };
      } catch {
        throw failed();
      }
    },

    /** printbill: the account's bill (rounds, fee, payments, balance) to the place's printer. */
    async printBill(actor: Actor, input: CallInput<'printbill'>): Promise<CallResult<'printbill'>> {
      const placeId = placeOf(actor).id;
      const doc = await database.inPlace(placeId, async (tx) => {
        const account = await openOrders.find(tx, placeId, input.order_id);
        if (!account) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
        await member(tx, actor, placeId, account.id);
        const list = await openOrders.rounds(tx, placeId, account.id);
        const payments = await openOrders.payments(tx, placeId, account.id);
        const billed = list.filter((r) => !NOT_ON_BILL.includes(r.status));
        const consumptionCents = billed.reduce((s, r) => s + r.totalCents, 0);
        const paidCents =
          billed.filter((r) => r.paidAlone).reduce((s, r) => s + r.totalCents, 0) +
          payments.reduce((s, p) => s + p.amountCents, 0);
        const t = billTotals({ consumptionCents, feeBp: account.serviceFeeBp, paidCents });
        const title = `Conta ${account.label}`;
        const lines: TicketLine[] = [
          { kind: 'big', text: title },
          { kind: 'muted', text: formatDateTime(now()) },
          { kind: 'sep' },
        ];
        for (const r of billed) {
          lines.push({ kind: 'text', text: `Pedido #${r.number}${r.username ? ` · ${r.username}` : ''}` });
          for (const i of r.items)
            lines.push({ kind: 'row', left: `${i.quantity}x ${i.name}`, right: money(i.quantity * i.unitCents) });
        }
        lines.push({ kind: 'sep' });
        lines.push({ kind: 'row', left: 'Consumo', right: money(t.consumptionCents) });
        lines.push({
          kind: 'row',
          left: `Taxa de serviço (${(account.serviceFeeBp / 100).toLocaleString('pt-BR')}%)`,
          right: money(t.feeCents),
        });
        lines.push({ kind: 'strong-row', left: 'Total', right: money(t.totalCents) });
        for (const p of payments) {
          const how = formatMessage(paymentTypeLabelKey(p.paymentType), undefined, 'pt-BR');
          lines.push({
            kind: 'row',
            left: `${how}${p.byName ? ` · ${p.byName}` : ''}`,
            right: `-${money(p.amountCents)}`,
          });
        }
        lines.push({ kind: 'strong-row', left: 'A pagar', right: money(t.balanceCents) });
        return render(tx, actor, placeId, { orderId: account.id, kind: OPEN_ORDER_BILL, title, lines });
      });
      try {
        return { document_id: doc.row.id, job_id: await send(placeId, doc) };
      } catch {
        throw new AppError('print_failed', texts(actor, 'billFailed'), 502, { errorType: 'print_failed' });
      }
    },
  };
}
export type OpenOrderPrintService = ReturnType<typeof createOpenOrderPrintService>;
