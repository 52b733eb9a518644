// Order tickets: the PDF, the print port and the sandbox's print page.

export { register } from './print.register.ts';
export type { PrintRepo } from './print.repo.ts';
export { createPrintRepo } from './print.repo.ts';
export { printRoutes } from './print.routes.ts';
// The document link and the log, for other features' printed documents (the hotel check-in).
export { createPrintService, PDF_LINK_MS, type PrintService, pdfPath } from './print.service.ts';
