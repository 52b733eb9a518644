// WhatsApp automatic messages: templates and numbers, audiences, runs on the job queue, the webhook.

export { createAppointmentRemindersRepo } from './appointment-reminders.repo.ts';
export {
  type AppointmentRemindersService,
  createAppointmentRemindersService,
  REMINDER_PLAN_JOB,
  REMINDER_SEND_JOB,
} from './appointment-reminders.service.ts';
export { registerAutomaticMessageDevPages } from './automatic-messages.dev-pages.ts';
export { registerWhatsappWebhook, WHATSAPP_WEBHOOK_PATH } from './automatic-messages.http.ts';
export { automaticMessageJobs } from './automatic-messages.jobs.ts';
export { createAutomaticMessagesRepo } from './automatic-messages.repo.ts';
export { automaticMessagesRoutes } from './automatic-messages.routes.ts';
export {
  type AutomaticMessagesService,
  createAutomaticMessagesService,
  RUN_JOB,
  SEND_JOB,
} from './automatic-messages.service.ts';
export { createOrderNoticesRepo } from './order-notices.repo.ts';
export { createOrderNoticesService, type OrderNoticesService } from './order-notices.service.ts';
