import type { FastifyInstance } from 'fastify';
import type { PlacesRepo } from '../places/index.ts';
import { registerPrintDownloads } from './print.routes.ts';
import type { PrintService } from './print.service.ts';
import { registerPrintDevPages } from './print-dev-page.ts';

/** What print serves besides calls: the ticket PDFs, and the sandbox's print page when sandbox pages are on. */
export function register(
  app: FastifyInstance,
  deps: { print: PrintService; places: Pick<PlacesRepo, 'listNames'>; sandboxPages: boolean },
) {
  registerPrintDownloads(app, deps.print);
  if (deps.sandboxPages) registerPrintDevPages(app, deps.print, deps.places);
}
