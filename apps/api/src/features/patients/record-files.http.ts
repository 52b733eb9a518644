import type { FastifyInstance } from 'fastify';
import { FILE_LINK_PATH } from './file-links.ts';
import type { RecordFilesService } from './record-files.service.ts';

/**
 * GET /api/record-files?t={token}: the only way a patient file, photo or record PDF leaves the
 * server (decision 161). Never cached, never sent as a referrer, shown inline (a PDF previews in
 * the browser's own viewer); anything wrong answers the same 404.
 */
export function registerRecordFiles(app: FastifyInstance, service: RecordFilesService) {
  app.get<{ Querystring: { t?: unknown } }>(FILE_LINK_PATH, async (request, reply) => {
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const served = await service.open(token, request.ip);
    reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    if (!served) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado ou link expirado.');
    }
    // The patient view previews a PDF in an <iframe> of this same origin (decision 160).
    return reply
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'self'; frame-ancestors 'self'",
      )
      .type(served.contentType)
      .header('content-disposition', `inline; filename="${served.fileName}"`)
      .send(Buffer.from(served.bytes));
  });
}
