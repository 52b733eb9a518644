import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { validationError } from './http.ts';

const GENERIC = 'Algo inesperado aconteceu.';

/** The one translator from errors to the spec's envelope; 5xx internals never reach the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, req, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) appError = validationError(error);
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // An upload call says what is too large in its own words (CallDef.tooLarge).
      const tooLarge = (req.routeOptions?.config as { tooLarge?: { field: string; message: string } } | undefined)
        ?.tooLarge;
      appError = tooLarge
        ? new AppError('validation', tooLarge.message, 400, {
            errorType: 'validation',
            extra: { field: tooLarge.field },
          })
        : new AppError('payload_too_large', 'body: conteúdo grande demais', 413, { errorType: 'validation' });
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, bad content type and the like: the client's fault, said plainly.
      appError = new AppError('validation', `body: ${error.message}`, 400, {
        errorType: 'validation',
        extra: { field: 'body' },
      });
    } else {
      req.log.error({ err: error }, 'unhandled error');
      appError = new AppError('internal', GENERIC, 500, { errorType: 'internal' });
    }
    if (appError.status >= 500 && error instanceof AppError) req.log.error({ err: error }, 'server error');
    reply.status(appError.status).send({ ok: false, error: appError.toBody() });
  });
}
