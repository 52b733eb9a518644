import type { Handlers } from '../../platform/http.ts';
import type { ChatCredentialsService } from './chat-credentials.service.ts';
import type { SalesFunnelService } from './sales-funnel.service.ts';

type FunnelCall =
  | 'octadeskChat'
  | 'octadesk/listPersistentChats'
  | 'octadesk/listLostPersistentChats'
  | 'octadesk/removePersistentChat'
  | 'updatePersistentChat'
  | 'hideChats'
  | 'hideChatOcta'
  | 'createChatFunnel'
  | 'getNewChats'
  | 'updateNewContact'
  | 'getContactAttendancy'
  | 'getContactLost'
  | 'getPerson'
  | 'getUserAppointments'
  | 'getRemembers'
  | 'getRemembersOcta'
  | 'removeRemembers'
  | 'removeRemembersOcta'
  | 'professionalInUser'
  | 'professionalInUserPhone'
  | 'updatePersonOcta'
  | 'linkoctauser'
  | 'getUsersWithFunnelEnabled'
  | 'funnelReport/attended'
  | 'funnelReport/lost'
  | 'funnelReport/scheduled'
  | 'octadesk/credentials'
  | 'octadesk/credentials/set';

// The spec's pairs (hideChats / hideChatOcta, getRemembers / getRemembersOcta, ...) answer the same
// way: a lead is named by its chat id or its own id (decision 146).
export function salesFunnelRoutes(s: {
  funnel: SalesFunnelService;
  chatCredentials: ChatCredentialsService;
}): Pick<Handlers, FunnelCall> {
  const f = s.funnel;
  return {
    octadeskChat: f.board,
    'octadesk/listPersistentChats': f.listOpen,
    'octadesk/listLostPersistentChats': f.listLost,
    'octadesk/removePersistentChat': f.remove,
    updatePersistentChat: f.updatePersistentChat,
    hideChats: f.hide,
    hideChatOcta: f.hide,
    createChatFunnel: f.create,
    getNewChats: f.listNew,
    updateNewContact: f.updateNewContact,
    getContactAttendancy: f.contactAttendancies,
    getContactLost: f.listLost,
    getPerson: f.getPerson,
    getUserAppointments: f.userAppointments,
    getRemembers: f.reminders,
    getRemembersOcta: f.reminders,
    removeRemembers: f.removeReminder,
    removeRemembersOcta: f.removeReminder,
    professionalInUser: f.professionalInUser,
    professionalInUserPhone: f.professionalInUserPhone,
    updatePersonOcta: f.updatePerson,
    linkoctauser: f.link,
    getUsersWithFunnelEnabled: f.funnelUsers,
    'funnelReport/attended': (actor, input) => f.report(actor, input, 'attended'),
    'funnelReport/lost': (actor, input) => f.report(actor, input, 'lost'),
    'funnelReport/scheduled': (actor, input) => f.report(actor, input, 'scheduled'),
    'octadesk/credentials': s.chatCredentials.get,
    'octadesk/credentials/set': s.chatCredentials.set,
  };
}
