import { defineRoutes } from '../call-route.ts';

// WhatsApp numbers, templates and automatic messages (spec 2 §6: manager token; decisions 150–154).
export const automaticMessagesRoutes = defineRoutes({
  'webApp/Whatsapp/listChats': { level: 'manager' },
  'webApp/Whatsapp/listTemplate': { level: 'manager' },
  'webApp/Whatsapp/listNumbers': { level: 'manager' },
  'automaticmessages/create': { level: 'manager' },
  'automaticmessages/list': { level: 'manager' },
  'automaticmessages/preview': { level: 'manager' },
  'automaticmessages/status': { level: 'manager' },
  'automaticmessages/remove': { level: 'manager' },
  'automaticmessages/orderstatus': { level: 'manager' },
  'automaticmessages/orderstatus/set': { level: 'manager' },
  'automaticmessages/reminders': { level: 'manager' },
  'automaticmessages/reminders/set': { level: 'manager' },
});
