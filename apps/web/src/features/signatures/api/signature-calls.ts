import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Documents sent to patients for electronic signature (decision 175).

export type SignatureDocument = CallResult<'digitalsignature/list'>['documents'][number];

export const sendDocument = (body: CallBody<'digitalsignature/send-document'>) =>
  api.call('digitalsignature/send-document', body).then((r) => r.document);

export const attendancyDocumentsQuery = (attendancyId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['digitalsignature/list', attendancyId, managerToken],
    queryFn: () => api.call('digitalsignature/list', { attendancy_id: attendancyId }).then((r) => r.documents),
    enabled: !!managerToken,
    // A patient signs on their phone meanwhile: the reception sees it without reloading.
    refetchInterval: 15_000,
  });
