import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The anamnesis and the links patients fill in (decisions 165, 166).

export type AnamnesisList = CallResult<'anamnesis/get'>;
export type AnamnesisEntry = AnamnesisList['anamneses'][number];
export type LinkCreated = CallResult<'patient-link/create'>;
export type PatientLinkInfo = CallResult<'patient-link/list'>['links'][number];

export const createAnamnesis = (body: CallBody<'anamnesis/create'>) =>
  api.call('anamnesis/create', body).then((r) => r.anamnesis);
export const createPatientLink = (body: CallBody<'patient-link/create'>) => api.call('patient-link/create', body);
export const createAnamnesisLink = (body: CallBody<'anamnesis-link/create'>) => api.call('anamnesis-link/create', body);
export const revokeLink = (id: string) => api.call('patient-link/revoke', { id }).then((r) => r.link);
export const submitPatientLink = (mode: 'create' | 'update', body: CallBody<'patient-link/create-patient'>) =>
  api.call(mode === 'create' ? 'patient-link/create-patient' : 'patient-link/update-patient', body);
export const submitAnamnesisLink = (body: CallBody<'anamnesis-link/submit'>) => api.call('anamnesis-link/submit', body);

export const anamnesisQuery = (patientId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['anamnesis/get', patientId, managerToken],
    queryFn: () => api.call('anamnesis/get', { patient_id: patientId }),
    staleTime: 0,
  });
export const linksQuery = (patientId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patient-link/list', patientId, managerToken],
    queryFn: () => api.call('patient-link/list', { patient_id: patientId }).then((r) => r.links),
    staleTime: 0,
  });
/** A link's page reads it once: a refusal (used, expired) is the answer, not something to retry. */
export const patientLinkQuery = (hash: string) =>
  queryOptions({
    queryKey: ['patient-link/get', hash],
    queryFn: () => api.call('patient-link/get', { hash }),
    retry: false,
  });
export const anamnesisLinkQuery = (hash: string) =>
  queryOptions({
    queryKey: ['anamnesis-link/get', hash],
    queryFn: () => api.call('anamnesis-link/get', { hash }),
    retry: false,
  });
