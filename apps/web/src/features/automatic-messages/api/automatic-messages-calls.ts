import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type AutomaticMessage = CallResult<'automaticmessages/list'>['automatic_messages'][number];
export type WhatsappTemplate = CallResult<'webApp/Whatsapp/listTemplate'>['templates'][number];
export type WhatsappNumber = CallResult<'webApp/Whatsapp/listNumbers'>['numbers'][number];
export type AutomaticMessageBody = CallBody<'automaticmessages/create'>;
export type PreviewBody = CallBody<'automaticmessages/preview'>;

export const createAutomaticMessage = (body: AutomaticMessageBody) =>
  api.call('automaticmessages/create', body).then((r) => r.automatic_message);
export const setAutomaticMessageStatus = (id: string, status: 'active' | 'paused') =>
  api.call('automaticmessages/status', { id, status }).then((r) => r.automatic_message);
export const removeAutomaticMessage = (id: string) => api.call('automaticmessages/remove', { id });

/** Keyed by the manager token: another session never reads this one's cached list. */
export const automaticMessagesQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['automaticmessages/list', managerToken],
    queryFn: () => api.call('automaticmessages/list', {}).then((r) => r.automatic_messages),
    staleTime: 5_000,
  });
export const numbersQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['webApp/Whatsapp/listNumbers', managerToken],
    queryFn: () => api.call('webApp/Whatsapp/listNumbers', {}).then((r) => r.numbers),
    staleTime: 60_000,
  });
export const templatesQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['webApp/Whatsapp/listTemplate', managerToken],
    queryFn: () => api.call('webApp/Whatsapp/listTemplate', {}).then((r) => r.templates),
    staleTime: 60_000,
  });
export const chatsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['webApp/Whatsapp/listChats', managerToken],
    queryFn: () => api.call('webApp/Whatsapp/listChats', { limit: 20 }).then((r) => r.chats),
    staleTime: 5_000,
  });
export const previewQuery = (body: PreviewBody, managerToken: string | null) =>
  queryOptions({
    queryKey: ['automaticmessages/preview', body, managerToken],
    queryFn: () => api.call('automaticmessages/preview', body),
    staleTime: 10_000,
  });
