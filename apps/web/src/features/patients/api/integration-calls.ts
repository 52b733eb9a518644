import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type IntegrationSettings = CallResult<'patients/integration/settings'>;
export type IntegrationDetail = CallResult<'patients/integration/detail'>;

export const readIntegrationSettings = () => api.call('patients/integration/settings', {});
export const saveIntegrationSettings = (body: CallBody<'patients/integration/settings/update'>) =>
  api.call('patients/integration/settings/update', body);
export const readIntegrationDetail = (patient_id: string) => api.call('patients/integration/detail', { patient_id });
export const pushToIntegration = (patient_id: string) => api.call('patients/integration/update', { patient_id });

/** Keyed by the manager token: another session never reads this one's answers. */
export const integrationSettingsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/integration/settings', managerToken],
    queryFn: readIntegrationSettings,
    staleTime: 0,
  });
/** Whether the clinic has an integrated system (decision 194): the list offers its search only then. */
export const integrationStatusQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/integration/status', managerToken],
    queryFn: () => api.call('patients/integration/status', {}),
    staleTime: 60_000,
    retry: false,
  });
export const integrationDetailQuery = (patientId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/integration/detail', patientId, managerToken],
    queryFn: () => readIntegrationDetail(patientId),
    staleTime: 0,
    retry: false,
  });

export type IntegrationFilterBody = CallBody<'patients/integration/filter'>;
export type IntegrationFoundPatient = CallResult<'patients/integration/filter'>['patients'][number];
/** webApp/patient/getPatientFilter through the API (decision 185): patients of the integrated system. */
export const searchIntegration = (body: IntegrationFilterBody) => api.call('patients/integration/filter', body);
