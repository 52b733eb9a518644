// Scheduled-delivery slots of a place.
export { createAgendaRepo } from './agenda.repo.ts';
export { agendaRoutes } from './agenda.routes.ts';
export { type AgendaService, createAgendaService } from './agenda.service.ts';
