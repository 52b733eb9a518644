import { defineCalls } from '../contract-types.ts';
import { salesFunnelRoutes } from './routes.ts';
import {
  Board,
  BoardBody,
  ChatCredentials,
  ChatCredentialsSetBody,
  ContactAttendancies,
  ContactBody,
  CreateChatFunnelBody,
  EmptyBody,
  FunnelReport,
  FunnelReportBody,
  FunnelUsers,
  GetPersonBody,
  Hidden,
  HideBody,
  LeadList,
  LeadListBody,
  LeadRef,
  LinkUserBody,
  LinkUserResponse,
  OneLead,
  PersonResponse,
  ProfessionalInUserBody,
  ProfessionalInUserPhoneBody,
  ProfessionalResponse,
  Reminders,
  Removed,
  UpdateNewContactBody,
  UpdatePersistentChatBody,
  UpdatePersonBody,
  UserAppointments,
  UserAppointmentsBody,
} from './schemas.ts';

const report = (what: string) => ({
  summary: `Leads ${what} in a period, counted by day, campaign, contact type and professional.`,
  body: FunnelReportBody,
  response: FunnelReport,
});

export const salesFunnelCalls = defineCalls(salesFunnelRoutes, {
  octadeskChat: {
    summary:
      'The board: registers the chat tool’s new conversations (skipping contacts without a phone, once per chat) and lists the visible leads with their stage.',
    body: BoardBody,
    response: Board,
  },
  'octadesk/listPersistentChats': { summary: 'Visible open leads (not lost).', body: LeadListBody, response: LeadList },
  'octadesk/listLostPersistentChats': { summary: 'Lost leads.', body: LeadListBody, response: LeadList },
  'octadesk/removePersistentChat': { summary: 'Removes a lead from the funnel.', body: LeadRef, response: Removed },
  updatePersistentChat: {
    summary: 'Changes a lead’s fields, its stage (a move on the board) or its reminder.',
    body: UpdatePersistentChatBody,
    response: OneLead,
  },
  hideChats: { summary: 'Hides a lead for hide_duration hours.', body: HideBody, response: Hidden },
  hideChatOcta: { summary: 'Hides a lead for hide_duration hours.', body: HideBody, response: Hidden },
  createChatFunnel: { summary: 'Enters a lead by hand.', body: CreateChatFunnelBody, response: OneLead },
  getNewChats: { summary: 'Visible leads in the new-contact column.', body: LeadListBody, response: LeadList },
  updateNewContact: { summary: 'Changes a new contact’s fields.', body: UpdateNewContactBody, response: OneLead },
  getContactAttendancy: {
    summary: 'The bookings of the person linked to a lead.',
    body: ContactBody,
    response: ContactAttendancies,
  },
  getContactLost: { summary: 'Lost leads with their reasons.', body: LeadListBody, response: LeadList },
  getPerson: { summary: 'A person of the chat tool.', body: GetPersonBody, response: PersonResponse },
  getUserAppointments: {
    summary: 'How many bookings a person has at the place.',
    body: UserAppointmentsBody,
    response: UserAppointments,
  },
  getRemembers: { summary: 'Leads hidden until a time (reminders).', body: EmptyBody, response: Reminders },
  getRemembersOcta: { summary: 'Leads hidden until a time (reminders).', body: EmptyBody, response: Reminders },
  removeRemembers: { summary: 'Ends a reminder: the lead shows again now.', body: LeadRef, response: Removed },
  removeRemembersOcta: { summary: 'Ends a reminder: the lead shows again now.', body: LeadRef, response: Removed },
  professionalInUser: {
    summary: 'The professional who last booked a person.',
    body: ProfessionalInUserBody,
    response: ProfessionalResponse,
  },
  professionalInUserPhone: {
    summary: 'The professional who last booked the person with this phone.',
    body: ProfessionalInUserPhoneBody,
    response: ProfessionalResponse,
  },
  updatePersonOcta: {
    summary: 'Writes custom fields of a person in the chat tool.',
    body: UpdatePersonBody,
    response: PersonResponse,
  },
  linkoctauser: {
    summary:
      'Links a lead to a patient or user and records the patient’s origin (campaign, contact type, first contact).',
    body: LinkUserBody,
    response: LinkUserResponse,
  },
  getUsersWithFunnelEnabled: {
    summary: 'The staff of the place who serve leads.',
    body: EmptyBody,
    response: FunnelUsers,
  },
  'funnelReport/attended': report('attended'),
  'funnelReport/lost': report('lost'),
  'funnelReport/scheduled': report('scheduled'),
  'octadesk/credentials': {
    summary: "The place's own Octadesk account (owner only): URL, agent e-mail and the API key masked.",
    body: EmptyBody,
    response: ChatCredentials,
  },
  'octadesk/credentials/set': {
    summary: "Saves (or, with base_url null, removes) the place's Octadesk credentials; the key is stored encrypted.",
    body: ChatCredentialsSetBody,
    response: ChatCredentials,
  },
});
