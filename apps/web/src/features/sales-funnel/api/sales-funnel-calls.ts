import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Lead = CallResult<'octadeskChat'>['people_with_sales_funnel'][number];
export type Board = CallResult<'octadeskChat'>;
export type FunnelReport = CallResult<'funnelReport/attended'>;
export type ReportKind = 'attended' | 'lost' | 'scheduled';
export type LeadEdit = CallBody<'updatePersistentChat'>['fields_to_update'];

export const boardQuery = (search: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['octadeskChat', search, managerToken],
    queryFn: () => api.call('octadeskChat', search ? { search } : {}),
    staleTime: 5_000,
  });

/** The clinic's lists a lead is tagged with (crm-lists calls). */
export const funnelListsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['sales-funnel/lists', managerToken],
    queryFn: async () => {
      const [campaigns, types, reasons] = await Promise.all([
        api.call('listCampaing', {}),
        api.call('getTypeContacts', {}),
        api.call('getCancelation', {}),
      ]);
      return { campaigns: campaigns.campaigns, types: types.contact_types, reasons: reasons.reasons };
    },
    staleTime: 60_000,
  });

export const reportQuery = (kind: ReportKind, body: CallBody<'funnelReport/attended'>, managerToken: string | null) =>
  queryOptions({
    queryKey: ['funnelReport', kind, body, managerToken],
    queryFn: () => api.call(`funnelReport/${kind}`, body),
    staleTime: 30_000,
  });

export const updateLead = (contact_id: string, fields_to_update: LeadEdit) =>
  api.call('updatePersistentChat', { contact_id, fields_to_update }).then((r) => r.chat);
export const hideLead = (contact_id: string, hide_duration: number) =>
  api.call('hideChats', { contact_id, hide_duration });
export const createLead = (fields: CallBody<'createChatFunnel'>['fields']) =>
  api.call('createChatFunnel', { fields }).then((r) => r.chat);
export const linkLead = (contact_id: string, patient_id: string) =>
  api.call('linkoctauser', { contact_id, patient_id });
export const findPatients = (search: string) =>
  api.call('patients/list', { search, page: 1 }).then((r) => r.patients.slice(0, 8));
export const remindersQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['getRemembers', managerToken],
    queryFn: () => api.call('getRemembers', {}).then((r) => r.remembers),
    staleTime: 5_000,
  });
export const removeReminder = (contact_id: string) => api.call('removeRemembers', { contact_id });
