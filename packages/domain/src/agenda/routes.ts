import { defineRoutes } from '../call-route.ts';

export const agendaRoutes = defineRoutes({
  getagenda: { level: 'user' },
});
