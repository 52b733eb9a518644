import { createHash, randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import type { PrintPort } from '../../integrations/print/port.ts';
import { ticketHtml, ticketLines, ticketPdf } from '../../integrations/print/ticket.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { message } from '../../platform/service-kit.ts';
import { sameSecret } from '../../platform/tokens.ts';
import type { OrdersRepo } from '../orders/index.ts';
import { toOrder } from '../orders/index.ts';
import type { PrintRepo } from './print.repo.ts';

/** How long a ticket's PDF link works. */
export const PDF_LINK_MS = 15 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The path of a document's PDF (GET, the key in the query string; decision 028). */
export const pdfPath = (placeId: string, documentId: string, key: string) =>
  `/api/print/${placeId}/${documentId}.pdf?key=${key}`;

/**
 * Order tickets (decision 028): renders the 80 mm ticket as HTML and PDF, logs every
 * document (print_documents), hands out a short-lived PDF link, and sends the PDF to the printer
 * through the print port when asked.
 */
export function createPrintService(deps: {
  database: Database;
  print: PrintRepo;
  orders: Pick<OrdersRepo, 'find' | 'findPlace'>;
  port: PrintPort;
  /** The ticket's status link (decision 121), minted in the print's transaction. */
  statusLink?: (tx: Tx, place: { id: string; slug: string }, orderId: string) => Promise<string>;
  clock?: () => Date;
}) {
  const { database } = deps;
  const now = deps.clock ?? (() => new Date());

  return {
    async printTicket(
      actor: Actor,
      input: CallInput<'admin/orders/ticket'>,
    ): Promise<CallResult<'admin/orders/ticket'>> {
      const placeId = placeOf(actor).id;
      const key = randomBytes(24).toString('base64url');
      const doc = await database.inPlace(placeId, async (tx) => {
        const order = await deps.orders.find(tx, placeId, input.order_id);
        if (!order) throw new AppError('not_found', message(actor, 'orderNotFound'), 404);
        const place = await deps.orders.findPlace(tx, placeId);
        const title = `Pedido #${order.number}`;
        const lines = ticketLines(toOrder(order, { withSecrets: false }), place?.name ?? '');
        // Orders still on their way get the status link (decision 121): whoever holds the ticket
        // marks it out for delivery or delivered.
        if (deps.statusLink && [1, 2, 3].includes(order.status)) {
          const link = await deps.statusLink(tx, placeOf(actor), order.id);
          lines.push({ kind: 'muted', text: `Atualizar status (12 h): ${link}` });
        }
        const html = ticketHtml(lines, title);
        const pdf = await ticketPdf(lines, title);
        const row = await deps.print.insert(tx, {
          placeId,
          orderId: order.id,
          kind: 'order_ticket',
          title,
          html,
          pdfBase64: pdf.toString('base64'),
          keyHash: sha256(key),
          keyExpiresAt: new Date(now().getTime() + PDF_LINK_MS),
          byUserId: actor.manager?.userId ?? null,
        });
        return { row, pdf };
      });
      let jobId: string | null = null;
      if (input.send) {
        const job = await deps.port.send({ placeId, documentId: doc.row.id, title: doc.row.title, pdf: doc.pdf });
        jobId = job.jobId;
        await database.inPlace(placeId, (tx) =>
          deps.print.markSent(tx, placeId, doc.row.id, deps.port.provider, job.jobId),
        );
      }
      return { document_id: doc.row.id, html: doc.row.html, pdf_url: pdfPath(placeId, doc.row.id, key), job_id: jobId };
    },

    /** The PDF behind a link, or null (unknown, wrong key or expired: the same answer). */
    async pdf(placeId: string, documentId: string, key: string): Promise<{ pdf: Buffer; title: string } | null> {
      const row = await database.inPlace(placeId, (tx) => deps.print.find(tx, placeId, documentId));
      if (!row || !sameSecret(row.keyHash, sha256(key)) || row.keyExpiresAt.getTime() < now().getTime()) return null;
      return { pdf: Buffer.from(row.pdfBase64, 'base64'), title: row.title };
    },

    /** Sandbox page: a place's newest documents. */
    recent: (placeId: string, limit = 50) => database.inPlace(placeId, (tx) => deps.print.recent(tx, placeId, limit)),
    /** Sandbox page: one document, whole. */
    document: (placeId: string, id: string) => database.inPlace(placeId, (tx) => deps.print.find(tx, placeId, id)),
  };
}
export type PrintService = ReturnType<typeof createPrintService>;
