import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../platform/http.ts';
import type { PrintService } from './print.service.ts';

export function printRoutes(s: { print: PrintService }): Pick<Handlers, 'admin/orders/ticket'> {
  return { 'admin/orders/ticket': s.print.printTicket };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/print/{place}/{document}.pdf?key=…: a ticket's PDF through its short-lived link. */
export function registerPrintDownloads(app: FastifyInstance, print: PrintService) {
  app.get<{ Params: { place: string; doc: string }; Querystring: { key?: string } }>(
    '/api/print/:place/:doc',
    async (req, reply) => {
      const id = req.params.doc.replace(/\.pdf$/, '');
      const key = typeof req.query.key === 'string' ? req.query.key : '';
      const found =
        UUID.test(req.params.place) && UUID.test(id) && key.length > 0 && key.length <= 64
          ? await print.pdf(req.params.place, id, key)
          : null;
      if (!found) {
        return reply.status(404).send({
          ok: false,
          error: { message: 'Documento não encontrado ou link expirado.', code: 'not_found', error_type: 'not_found' },
        });
      }
      const filename = `${found.title
        .replace(/[^\w-]+/g, '-')
        .replace(/-+/g, '-')
        .toLowerCase()}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(found.pdf);
    },
  );
}
