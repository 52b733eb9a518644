// Web Push (decision 101): subscriptions, the VAPID key pair, and the messages sent after changes.

export { createPushRepo } from './push.repo.ts';
export { pushRoutes } from './push.routes.ts';
export { type AppointmentReminder, createPushService, type PushService } from './push.service.ts';
export { withLocalPublishers } from './push-events.ts';
