import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The CRM lists' calls (spec 2 §7; the spec's names). Lists are read with their in-use entries only.

export type CancellationReason = CallResult<'getCancelation'>['reasons'][number];
export type Campaign = CallResult<'listCampaing'>['campaigns'][number];
export type FirstContact = CallResult<'listFirstContact'>['first_contacts'][number];
export type Organization = CallResult<'getOrganization'>['organizations'][number];
export type ContactType = CallResult<'getTypeContacts'>['contact_types'][number];
export type PatientOrigin = CallResult<'patients/origin/get'>['origin'];

const KEY = ['backoffice', 'crm-lists'] as const;

export const reasonsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'reasons'],
    queryFn: async () => (await api.call('getCancelation', {})).reasons,
  });
export const campaignsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'campaigns'],
    queryFn: async () => (await api.call('listCampaing', {})).campaigns,
  });
export const firstContactsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'first-contacts'],
    queryFn: async () => (await api.call('listFirstContact', {})).first_contacts,
  });
export const organizationsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'organizations'],
    queryFn: async () => (await api.call('getOrganization', {})).organizations,
  });
export const contactTypesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'contact-types'],
    queryFn: async () => (await api.call('getTypeContacts', {})).contact_types,
  });
export const originQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...KEY, 'origin', patientId],
    queryFn: async () => (await api.call('patients/origin/get', { patient_id: patientId })).origin,
  });

export const saveReason = (body: { name: string }, id: string | null) =>
  id ? api.call('updateCancelation', { ...body, id }) : api.call('createCancelationReasons', body);
export const removeReason = (id: string) => api.call('deletedCancelation', { id });

export type CampaignBody = CallBody<'createCampaing'>;
export const saveCampaign = (body: CampaignBody, id: string | null) =>
  id ? api.call('updateCampaing', { ...body, id }) : api.call('createCampaing', body);
export const removeCampaign = (id: string) => api.call('deletedCampaing', { id });

export type FirstContactBody = CallBody<'createFirstContact'>;
export const saveFirstContact = (body: FirstContactBody, id: string | null) =>
  id ? api.call('updateFirstContact', { ...body, id }) : api.call('createFirstContact', body);
export const removeFirstContact = (id: string) => api.call('deletedFirstContact', { id });

export type OrganizationBody = CallBody<'createOrganization'>;
export const saveOrganization = (body: OrganizationBody, id: string | null) =>
  id ? api.call('UpdateOrganization', { ...body, id }) : api.call('createOrganization', body);
/** The spec has no delete for organisations: UpdateOrganization archives (decision 141). */
export const archiveOrganization = (id: string) => api.call('UpdateOrganization', { id, archived: true });

export type ContactTypeBody = CallBody<'createTypeContact'>;
export const saveContactType = (body: ContactTypeBody, id: string | null) =>
  id ? api.call('updateTypeContact', { ...body, id }) : api.call('createTypeContact', body);
export const removeContactType = (id: string) => api.call('deletedTypeContact', { id });

export const saveOrigin = (body: CallBody<'patients/origin/set'>) => api.call('patients/origin/set', body);

/** A CRM list mutation that re-reads every list when it settles (lists name each other). */
export function useCrmListsMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The clinic's specialities and professionals, for the campaign's and the origin's choices. */
export const specialitiesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'specialities'],
    queryFn: async () => (await api.call('speciality/list', {})).specialities,
  });
export const suppliersQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'suppliers'],
    queryFn: async () => (await api.call('servicesupplier/list', {})).service_suppliers,
  });
