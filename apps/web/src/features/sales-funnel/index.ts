// The sales funnel: the board of leads from the chat tool, their detail and the funnel reports.
export type { Lead } from './api/sales-funnel-calls.ts';
export { ChatCredentialsPanel } from './components/chat-credentials-panel.tsx';
export type { LeadLinks } from './components/lead-drawer.tsx';
export { SalesFunnel } from './components/sales-funnel.tsx';
