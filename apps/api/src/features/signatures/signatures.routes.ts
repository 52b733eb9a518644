import type { Handlers } from '../../platform/http.ts';
import type { SignaturesService } from './signatures.service.ts';

export function signaturesRoutes(s: {
  signatures: SignaturesService;
}): Pick<Handlers, 'digitalsignature/send-document' | 'digitalsignature/list'> {
  return {
    'digitalsignature/send-document': s.signatures.send,
    'digitalsignature/list': s.signatures.list,
  };
}
