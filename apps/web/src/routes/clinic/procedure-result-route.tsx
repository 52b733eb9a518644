import { ProcedureResult } from '../../features/patients/index.ts';

export const namespaces = ['patients'] as const;

/** Spec 3 §2.2 ProcedureResult (/resultado-procedimento/{type}/{id}, anonymous): a shared before/after result. */
export const Component = ProcedureResult;
