import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Patient = CallResult<'patients/get'>['patient'];
export type PatientDetail = CallResult<'patients/get'>;
export type PatientSummary = CallResult<'patients/list'>['patients'][number];
export type PatientsPage = CallResult<'patients/list'>;
export type RecordDetail = CallResult<'record/get'>;
export type AuditPage = CallResult<'patients/audit'>;
export type ServiceSupplier = CallResult<'servicesupplier/list'>['service_suppliers'][number];

export const listPatients = (body: CallBody<'patients/list'>) => api.call('patients/list', body);
export const getPatient = (id: string) => api.call('patients/get', { id, detailed: true });
export const findByCpf = (cpf: string) => api.call('patients/cpf', { cpf }).then((r) => r.patient);
export const checkPatient = (body: CallBody<'patients/check'>) => api.call('patients/check', body);
export const createPatient = (body: CallBody<'patients/create'>) =>
  api.call('patients/create', body).then((r) => r.patient);
export const updatePatient = (body: CallBody<'patients/update'>) =>
  api.call('patients/update', body).then((r) => r.patient);
export const recordConsent = (body: CallBody<'patients/consent'>) =>
  api.call('patients/consent', body).then((r) => r.consents);
export const readAudit = (patient_id: string, page: number) => api.call('patients/audit', { patient_id, page });
export const readMyAudit = (page: number) => api.call('patients/my-audit', { page });
export const createRecord = (body: CallBody<'record/create'>) => api.call('record/create', body);
export const getRecord = (id: string) => api.call('record/get', { id });
const listSuppliers = () =>
  api.call('servicesupplier/list', { include_inactive: true }).then((r) => r.service_suppliers);

/** Keyed by the manager token: another session never reads this one's cached patients. */
export const patientsQuery = (body: CallBody<'patients/list'>, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/list', body, managerToken],
    queryFn: () => listPatients(body),
    staleTime: 10_000,
  });
export const patientQuery = (id: string, managerToken: string | null) =>
  queryOptions({ queryKey: ['patients/get', id, managerToken], queryFn: () => getPatient(id), staleTime: 0 });
export const recordQuery = (id: string, managerToken: string | null) =>
  queryOptions({ queryKey: ['record/get', id, managerToken], queryFn: () => getRecord(id), staleTime: 0 });
export const auditQuery = (patientId: string, page: number, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/audit', patientId, page, managerToken],
    queryFn: () => readAudit(patientId, page),
    staleTime: 0,
  });
/** Keyed by the user's token: the signed-in person's own access audit. */
export const myAuditQuery = (page: number, token: string | null) =>
  queryOptions({ queryKey: ['patients/my-audit', page, token], queryFn: () => readMyAudit(page), staleTime: 0 });
export const checkQuery = (userId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['patients/check', userId, managerToken],
    queryFn: () => checkPatient({ user_id: userId }),
    staleTime: 0,
  });
export const suppliersQuery = () =>
  queryOptions({ queryKey: ['servicesupplier/list', 'patients'], queryFn: listSuppliers, staleTime: 60_000 });
