import type { Handlers } from '../../platform/http.ts';
import type { AppointmentRemindersService } from './appointment-reminders.service.ts';
import type { AutomaticMessagesService } from './automatic-messages.service.ts';
import type { OrderNoticesService } from './order-notices.service.ts';

type Names =
  | 'webApp/Whatsapp/listChats'
  | 'webApp/Whatsapp/listTemplate'
  | 'webApp/Whatsapp/listNumbers'
  | 'automaticmessages/create'
  | 'automaticmessages/list'
  | 'automaticmessages/preview'
  | 'automaticmessages/status'
  | 'automaticmessages/remove'
  | 'automaticmessages/orderstatus'
  | 'automaticmessages/orderstatus/set'
  | 'automaticmessages/reminders'
  | 'automaticmessages/reminders/set';

export function automaticMessagesRoutes(s: {
  automaticMessages: AutomaticMessagesService;
  orderNotices: OrderNoticesService;
  appointmentReminders: AppointmentRemindersService;
}): Pick<Handlers, Names> {
  const m = s.automaticMessages;
  return {
    'webApp/Whatsapp/listChats': m.listChats,
    'webApp/Whatsapp/listTemplate': m.listTemplate,
    'webApp/Whatsapp/listNumbers': m.listNumbers,
    'automaticmessages/create': m.create,
    'automaticmessages/list': m.list,
    'automaticmessages/preview': m.preview,
    'automaticmessages/status': m.setStatus,
    'automaticmessages/remove': m.remove,
    'automaticmessages/orderstatus': s.orderNotices.get,
    'automaticmessages/orderstatus/set': s.orderNotices.set,
    'automaticmessages/reminders': s.appointmentReminders.get,
    'automaticmessages/reminders/set': s.appointmentReminders.set,
  };
}
