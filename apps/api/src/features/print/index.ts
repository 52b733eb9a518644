// Order tickets: the PDF, the print port and the sandbox's print page.

export { createPrintRepo } from './print.repo.ts';
export { printRoutes, registerPrintDownloads } from './print.routes.ts';
export { createPrintService, type PrintService } from './print.service.ts';
export { registerPrintDevPages } from './print-dev-page.ts';
