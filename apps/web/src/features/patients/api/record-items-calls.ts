import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Surgeries and procedures of the clinical record (decisions 155–156).

export type SurgeryDetail = CallResult<'surgery/get'>;
export type ProcedureDetail = CallResult<'procedure/get'>;

export const createSurgery = (body: CallBody<'surgery/create'>) => api.call('surgery/create', body);
export const createProcedure = (body: CallBody<'procedure/create'>) => api.call('procedure/create', body);

/** Keyed by the manager token: another session never reads this one's cached items. */
export const surgeryQuery = (id: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['surgery/get', id, managerToken],
    queryFn: () => api.call('surgery/get', { id }),
    staleTime: 0,
  });
export const procedureQuery = (id: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['procedure/get', id, managerToken],
    queryFn: () => api.call('procedure/get', { id }),
    staleTime: 0,
  });
