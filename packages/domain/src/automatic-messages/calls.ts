import { defineCalls } from '../contract-types.ts';
import { automaticMessagesRoutes } from './routes.ts';
import {
  AutomaticMessageCreateBody,
  AutomaticMessageCreateResponse,
  AutomaticMessageListBody,
  AutomaticMessageListResponse,
  AutomaticMessagePreviewBody,
  AutomaticMessagePreviewResponse,
  AutomaticMessageRemoveBody,
  AutomaticMessageRemoveResponse,
  AutomaticMessageStatusBody,
  ListChatsBody,
  ListChatsResponse,
  ListNumbersBody,
  ListNumbersResponse,
  ListTemplateBody,
  ListTemplateResponse,
  OrderStatusSettingBody,
  OrderStatusSettingResponse,
  OrderStatusSettingSetBody,
  ReminderSettingBody,
  ReminderSettingResponse,
  ReminderSettingSetBody,
} from './schemas.ts';

export const automaticMessagesCalls = defineCalls(automaticMessagesRoutes, {
  'webApp/Whatsapp/listChats': {
    summary: "The place's latest WhatsApp conversations: each recipient's last message, its status and opt-out.",
    body: ListChatsBody,
    response: ListChatsResponse,
  },
  'webApp/Whatsapp/listTemplate': {
    summary: "The approved message templates of the place's WhatsApp Business account.",
    body: ListTemplateBody,
    response: ListTemplateResponse,
  },
  'webApp/Whatsapp/listNumbers': {
    summary: 'The WhatsApp phone numbers messages can go out from.',
    body: ListNumbersBody,
    response: ListNumbersResponse,
  },
  'automaticmessages/create': {
    summary: 'Schedules a template message to an audience (once, daily or weekly), with its variable values.',
    body: AutomaticMessageCreateBody,
    response: AutomaticMessageCreateResponse,
  },
  'automaticmessages/list': {
    summary: "The place's automatic messages: status, next and last run, counts sent, delivered and failed.",
    body: AutomaticMessageListBody,
    response: AutomaticMessageListResponse,
  },
  'automaticmessages/preview': {
    summary: 'The message as the first recipient of the audience would read it, and how many would get it.',
    body: AutomaticMessagePreviewBody,
    response: AutomaticMessagePreviewResponse,
  },
  'automaticmessages/status': {
    summary: 'Pauses or resumes an automatic message.',
    body: AutomaticMessageStatusBody,
    response: AutomaticMessageCreateResponse,
  },
  'automaticmessages/remove': {
    summary: 'Removes an automatic message; what it already sent stays in the history.',
    body: AutomaticMessageRemoveBody,
    response: AutomaticMessageRemoveResponse,
  },
  'automaticmessages/orderstatus': {
    summary: "Whether the place tells customers their order's status by WhatsApp, and from which number.",
    body: OrderStatusSettingBody,
    response: OrderStatusSettingResponse,
  },
  'automaticmessages/orderstatus/set': {
    summary: 'Turns order-status messages on (a number) or off (null).',
    body: OrderStatusSettingSetBody,
    response: OrderStatusSettingResponse,
  },
  'automaticmessages/reminders': {
    summary:
      'Whether the place reminds patients of their bookings by WhatsApp, from which number and how many hours before.',
    body: ReminderSettingBody,
    response: ReminderSettingResponse,
  },
  'automaticmessages/reminders/set': {
    summary: 'Turns appointment reminders on (a number and the hours before) or off (null number).',
    body: ReminderSettingSetBody,
    response: ReminderSettingResponse,
  },
});
