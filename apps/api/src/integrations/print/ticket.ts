import { deliversToAddress, formatDateTime } from '@app/domain/orders/rules';
import type { Order } from '@app/domain/orders/schemas';
import { paymentTypeLabelKey } from '@app/domain/payments/rules';
import { formatMessage } from '@app/domain/shared/messages';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../platform/html.ts';

// An order ticket in the 80 mm thermal layout (decision 028), as one list of lines drawn twice:
// as printable HTML (@page 80 mm) and as a PDF of the same width whose height fits the content.

export type TicketLine =
  | { kind: 'title' | 'big' | 'text' | 'muted' | 'sub'; text: string }
  | { kind: 'row' | 'strong-row'; left: string; right: string }
  | { kind: 'sep' };

const money = (reais: number) => formatMoney(reaisToCents(reais)).replace(/\u00a0/g, ' ');

/** The ticket's lines for an order (pt-BR: tickets are read by the place's staff). */
export function ticketLines(order: Order, placeName: string): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'title', text: placeName },
    { kind: 'big', text: `Pedido #${order.number}` },
    // A round of an open account: the kitchen and the waiter need the table (decision 112).
    ...(order.open_order ? [{ kind: 'big' as const, text: order.open_order.number }] : []),
    { kind: 'muted', text: formatDateTime(order.created_at) },
  ];
  const pickup = !deliversToAddress(order);
  lines.push({
    kind: 'text',
    text: pickup ? `Retirada${order.pickupplace ? `: ${order.pickupplace}` : ''}` : 'Entrega',
  });
  if (order.deliveryagenda_date)
    lines.push({ kind: 'text', text: `Agendado: ${formatDateTime(order.deliveryagenda_date)}` });
  lines.push({ kind: 'sep' });
  lines.push({ kind: 'text', text: `Cliente: ${order.username ?? 'Balcão'}` });
  if (order.phone) lines.push({ kind: 'text', text: `Telefone: ${order.phone}` });
  const a = order.address_data;
  if (a && !pickup) {
    lines.push({
      kind: 'text',
      text: `${a.address_street}, ${a.address_number}${a.address_cmplt ? ` - ${a.address_cmplt}` : ''}`,
    });
    lines.push({ kind: 'text', text: `${a.address_district} - ${a.address_city}/${a.address_state}` });
  }
  lines.push({ kind: 'sep' });
  for (const item of order.products) {
    lines.push({ kind: 'row', left: `${item.quantity}x ${item.productname}`, right: money(item.line_total) });
    for (const c of item.combo_summary) lines.push({ kind: 'sub', text: `- ${c}` });
    if (item.observation) lines.push({ kind: 'sub', text: `Obs.: ${item.observation}` });
  }
  lines.push({ kind: 'sep' });
  lines.push({ kind: 'row', left: 'Subtotal', right: money(order.subtotal) });
  if (order.delivery_fee > 0) lines.push({ kind: 'row', left: 'Taxa de entrega', right: money(order.delivery_fee) });
  if (order.desconto > 0) {
    lines.push({
      kind: 'row',
      left: `Desconto${order.cupom ? ` (${order.cupom})` : ''}`,
      right: `-${money(order.desconto)}`,
    });
  }
  lines.push({ kind: 'strong-row', left: 'Total', right: money(order.total_payable) });
  const payment =
    order.payment_type === null
      ? 'A definir'
      : formatMessage(paymentTypeLabelKey(order.payment_type), undefined, 'pt-BR');
  lines.push({ kind: 'text', text: `Pagamento: ${payment}${order.cc_brand ? ` (${order.cc_brand})` : ''}` });
  if (order.change !== null && order.change > 0) {
    lines.push({ kind: 'text', text: `Troco para ${money(order.change)}` });
  }
  if (order.observacao?.observacao) {
    lines.push({ kind: 'sep' });
    lines.push({ kind: 'text', text: `Observação: ${order.observacao.observacao}` });
  }
  lines.push({ kind: 'sep' });
  lines.push({ kind: 'muted', text: `Impresso em ${formatDateTime(new Date())}` });
  return lines;
}

/** A standalone printable page: 80 mm wide, monospace, no margins (what a thermal printer expects). */
export function ticketHtml(lines: TicketLine[], title: string): string {
  const body = lines
    .map((l) => {
      switch (l.kind) {
        case 'sep':
          return '<hr>';
        case 'row':
        case 'strong-row':
          return `<div class="${l.kind}"><span>${escapeHtml(l.left)}</span><span>${escapeHtml(l.right)}</span></div>`;
        default:
          return `<p class="${l.kind}">${escapeHtml(l.text)}</p>`;
      }
    })
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
@page{size:80mm auto;margin:0}
*{box-sizing:border-box}
body{margin:0;background:#fff;color:#000}
.ticket{width:80mm;padding:4mm;font:12px/1.35 "DejaVu Sans Mono",Menlo,Consolas,monospace}
p{margin:0 0 1mm;overflow-wrap:anywhere}
.title{font-weight:700;font-size:14px;text-align:center}
.big{font-weight:700;font-size:20px;text-align:center;margin:1mm 0}
.muted{text-align:center;font-size:11px}
.sub{padding-left:4mm;font-size:11px}
.row,.strong-row{display:flex;justify-content:space-between;gap:2mm;margin:0 0 1mm}
.row span:first-child,.strong-row span:first-child{overflow-wrap:anywhere}
.row span:last-child,.strong-row span:last-child{white-space:nowrap}
.strong-row{font-weight:700;font-size:14px}
hr{border:0;border-top:1px dashed #000;margin:2mm 0}
</style></head><body><main class="ticket">
${body}
</main></body></html>`;
}

const MM = 72 / 25.4;
const WIDTH = 80 * MM;
const MARGIN = 4 * MM;

function draw(doc: PDFKit.PDFDocument, lines: TicketLine[]) {
  const width = WIDTH - 2 * MARGIN;
  doc.x = MARGIN;
  doc.y = MARGIN;
  for (const l of lines) {
    const y = doc.y;
    switch (l.kind) {
      case 'title':
        doc.font('Helvetica-Bold').fontSize(11).text(l.text, MARGIN, y, { width, align: 'center' });
        break;
      case 'big':
        doc.font('Helvetica-Bold').fontSize(16).text(l.text, MARGIN, y, { width, align: 'center' });
        break;
      case 'muted':
        doc.font('Helvetica').fontSize(8).text(l.text, MARGIN, y, { width, align: 'center' });
        break;
      case 'sub':
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(l.text, MARGIN + 3 * MM, y, { width: width - 3 * MM });
        break;
      case 'text':
        doc.font('Helvetica').fontSize(9).text(l.text, MARGIN, y, { width });
        break;
      case 'row':
      case 'strong-row': {
        doc.font(l.kind === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(l.kind === 'row' ? 9 : 11);
        const rightWidth = doc.widthOfString(l.right);
        doc.text(l.right, MARGIN + width - rightWidth, y, { lineBreak: false });
        doc.text(l.left, MARGIN, y, { width: width - rightWidth - 2 * MM });
        break;
      }
      case 'sep':
        doc
          .moveTo(MARGIN, y + 3)
          .lineTo(MARGIN + width, y + 3)
          .dash(2, { space: 2 })
          .lineWidth(0.5)
          .stroke()
          .undash();
        doc.y = y + 7;
        break;
    }
    doc.y += 1.5;
  }
  return doc.y + MARGIN;
}

function render(lines: TicketLine[], height: number, title: string): Promise<{ pdf: Buffer; end: number }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [WIDTH, height],
      margin: 0,
      info: { Title: title, Creator: 'Pedidos' },
      compress: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('error', reject);
    let end = 0;
    doc.on('end', () => resolve({ pdf: Buffer.concat(chunks), end }));
    end = draw(doc, lines);
    doc.end();
  });
}

/** The ticket as a PDF 80 mm wide, as tall as its content (a first pass measures it). */
export async function ticketPdf(lines: TicketLine[], title: string): Promise<Buffer> {
  const measured = await render(lines, 5000, title);
  return (await render(lines, Math.max(60 * MM, Math.ceil(measured.end)), title)).pdf;
}
