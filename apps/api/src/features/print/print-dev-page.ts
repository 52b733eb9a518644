import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/html.ts';
import type { PlacesRepo } from '../places/index.ts';
import type { PrintService } from './print.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sandbox only: /dev/print lists every printed document of every place (the print port's log), with
 * its HTML and PDF; nothing reaches a real printer.
 */
export function registerPrintDevPages(
  app: FastifyInstance,
  print: PrintService,
  places: Pick<PlacesRepo, 'listNames'>,
) {
  app.get('/dev/print', async (_req, reply) => {
    const rows: string[] = [];
    for (const place of await places.listNames()) {
      for (const d of await print.recent(place.id, 50)) {
        const base = `/dev/print/${place.id}/${d.id}`;
        rows.push(
          `<tr><td>${escapeHtml(d.createdAt.toISOString())}</td><td>${escapeHtml(place.name)}</td><td>${escapeHtml(d.title)}</td>` +
            `<td>${escapeHtml(d.sentVia ? `${d.sentVia} (${d.jobId ?? ''})` : 'só gerado')}</td>` +
            `<td><a href="${base}.html">HTML</a> · <a href="${base}.pdf">PDF</a></td></tr>`,
        );
      }
    }
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Impressões (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}</style>
</head><body><h1>Impressões (sandbox)</h1><p>Nenhum documento vai para uma impressora: cada comanda gerada fica registrada aqui.</p>
<table><thead><tr><th>Quando</th><th>Estabelecimento</th><th>Documento</th><th>Envio</th><th>Abrir</th></tr></thead>
<tbody>${rows.join('') || '<tr><td colspan="5">Nenhum documento.</td></tr>'}</tbody></table></body></html>`;
  });
  app.get<{ Params: { place: string; doc: string } }>('/dev/print/:place/:doc', async (req, reply) => {
    const match = req.params.doc.match(/^(.+)\.(html|pdf)$/);
    const id = match?.[1] ?? '';
    if (!UUID.test(req.params.place) || !UUID.test(id)) return reply.status(404).send('not found');
    const doc = await print.document(req.params.place, id);
    if (!doc) return reply.status(404).send('not found');
    if (match?.[2] === 'html') return reply.type('text/html; charset=utf-8').send(doc.html);
    return reply.type('application/pdf').send(Buffer.from(doc.pdfBase64, 'base64'));
  });
}
