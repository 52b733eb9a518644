import { defineCalls } from '../contract-types.ts';
import { signaturesRoutes } from './routes.ts';
import { SendDocumentBody, SendDocumentResponse, SignatureListBody, SignatureListResponse } from './schemas.ts';

export const signaturesCalls = defineCalls(signaturesRoutes, {
  'digitalsignature/send-document': {
    summary:
      "Sends a patient of the place a document to sign electronically: the text becomes a PDF, the signature provider invites the patient (WhatsApp, e-mail or SMS) and answers the signing link; the provider's webhook records the signature.",
    body: SendDocumentBody,
    response: SendDocumentResponse,
  },
  'digitalsignature/list': {
    summary: "A patient's (or a booking's) documents sent for signature, newest first, with their status.",
    body: SignatureListBody,
    response: SignatureListResponse,
  },
});
