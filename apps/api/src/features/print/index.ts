// Order tickets: the PDF, the print port and the sandbox's print page.

export { register } from './print.register.ts';
export { createPrintRepo, type PrintRepo } from './print.repo.ts';
export { printRoutes } from './print.routes.ts';
export { createPrintService, type PrintService } from './print.service.ts';
