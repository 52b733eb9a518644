import { defineRoutes } from '../call-route.ts';

// Documents a clinic sends a patient to sign electronically (spec 2 §7 digitalsignature/send-document;
// decision 175): staff of the place send and follow them; the signing happens at the provider.
export const signaturesRoutes = defineRoutes({
  'digitalsignature/send-document': { level: 'manager' },
  'digitalsignature/list': { level: 'manager' },
});
