import type { CallBody, CallResult } from '@app/domain/contract';
import { api } from '../../../lib/api.ts';

export type ImportPreview = CallResult<'patients/import/preview'>;
export type ImportPreviewRow = ImportPreview['rows'][number];
export type ImportBatchResult = CallResult<'patients/import'>;

export const previewImport = (body: CallBody<'patients/import/preview'>) => api.call('patients/import/preview', body);
export const importBatch = (rows: CallBody<'patients/import'>['rows']) => api.call('patients/import', { rows });
export const previewProcedureImport = (body: CallBody<'procedure/import/preview'>) =>
  api.call('procedure/import/preview', body);
export const importProcedureBatch = (rows: CallBody<'procedure/import'>['rows']) =>
  api.call('procedure/import', { rows });
