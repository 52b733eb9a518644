import { defineRoutes } from '../call-route.ts';

// The sales funnel and chat contacts (spec 2 §7 'Chat, funnel and lists'; decisions 146–149). Leads
// are the clinic's prospective patients: every call is staff's (manager token), and each answers
// only the caller's place.
export const salesFunnelRoutes = defineRoutes({
  octadeskChat: { level: 'manager' },
  'octadesk/listPersistentChats': { level: 'manager' },
  'octadesk/listLostPersistentChats': { level: 'manager' },
  'octadesk/removePersistentChat': { level: 'manager' },
  updatePersistentChat: { level: 'manager' },
  hideChats: { level: 'manager' },
  hideChatOcta: { level: 'manager' },
  createChatFunnel: { level: 'manager' },
  getNewChats: { level: 'manager' },
  updateNewContact: { level: 'manager' },
  getContactAttendancy: { level: 'manager' },
  getContactLost: { level: 'manager' },
  getPerson: { level: 'manager' },
  getUserAppointments: { level: 'manager' },
  getRemembers: { level: 'manager' },
  getRemembersOcta: { level: 'manager' },
  removeRemembers: { level: 'manager' },
  removeRemembersOcta: { level: 'manager' },
  professionalInUser: { level: 'manager' },
  professionalInUserPhone: { level: 'manager' },
  updatePersonOcta: { level: 'manager' },
  linkoctauser: { level: 'manager' },
  getUsersWithFunnelEnabled: { level: 'manager' },
  // The place's own Octadesk account (decision 201): only the owner reads or writes it.
  'octadesk/credentials': { level: 'owner' },
  'octadesk/credentials/set': { level: 'owner' },
  'funnelReport/attended': { level: 'manager' },
  'funnelReport/lost': { level: 'manager' },
  'funnelReport/scheduled': { level: 'manager' },
});
