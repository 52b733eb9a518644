// The sales funnel: leads from the chat tool (or entered by hand) from first contact to attended or lost.

export { createChatCredentialsRepo } from './chat-credentials.repo.ts';
export { type ChatCredentialsService, createChatCredentialsService } from './chat-credentials.service.ts';
export { registerChatDevPages } from './sales-funnel.dev-pages.ts';
export { createSalesFunnelRepo } from './sales-funnel.repo.ts';
export { salesFunnelRoutes } from './sales-funnel.routes.ts';
export { seedDemoFunnel } from './sales-funnel.seed.ts';
export { createSalesFunnelService, type SalesFunnelService } from './sales-funnel.service.ts';
