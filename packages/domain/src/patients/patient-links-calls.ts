import { defineCalls } from '../contract-types.ts';
import { patientLinksRoutes } from './patient-links-routes.ts';
import {
  AnamnesisLinkCreateBody,
  AnamnesisLinkGetResponse,
  AnamnesisLinkSubmitBody,
  LinkCreateResponse,
  LinkHashBody,
  LinkSubmitResponse,
  PatientLinkCreateBody,
  PatientLinkGetResponse,
  PatientLinkRevokeBody,
  PatientLinkRevokeResponse,
  PatientLinkSubmitBody,
  PatientLinksListBody,
  PatientLinksListResponse,
} from './patient-links-schemas.ts';

export const patientLinksCalls = defineCalls(patientLinksRoutes, {
  'patient-link/create': {
    summary:
      'A link (random secret kept hashed; 7 days by default; one submission) for a patient to fill in their data; without patient_id, for a new patient. Optionally sent by SMS. Audited.',
    body: PatientLinkCreateBody,
    response: LinkCreateResponse,
  },
  'patient-link/get': {
    summary:
      "An open patient-data link: the clinic's name and the data to review. Rate limited; audited as the patient.",
    body: LinkHashBody,
    response: PatientLinkGetResponse,
  },
  'patient-link/create-patient': {
    summary: 'Through a new-patient link, registers the patient; the link then stops working. Audited as the patient.',
    body: PatientLinkSubmitBody,
    response: LinkSubmitResponse,
  },
  'patient-link/update-patient': {
    summary: "Through a patient's link, updates their data; the link then stops working. Audited as the patient.",
    body: PatientLinkSubmitBody,
    response: LinkSubmitResponse,
  },
  'anamnesis-link/create': {
    summary: 'A link for a patient to answer the anamnesis form (7 days by default; one submission). Audited.',
    body: AnamnesisLinkCreateBody,
    response: LinkCreateResponse,
  },
  'anamnesis-link/get': {
    summary: "An open anamnesis link: the clinic's name, the patient's first name and the form version. Rate limited.",
    body: LinkHashBody,
    response: AnamnesisLinkGetResponse,
  },
  'anamnesis-link/submit': {
    summary: 'Through an anamnesis link, saves the answers as a new anamnesis; the link then stops working.',
    body: AnamnesisLinkSubmitBody,
    response: LinkSubmitResponse,
  },
  'patient-link/list': {
    summary: 'The links sent to a patient, with their state (open, used, expired, revoked). Audited.',
    body: PatientLinksListBody,
    response: PatientLinksListResponse,
  },
  'patient-link/revoke': {
    summary: 'Revokes a link that is still open: it stops working at once.',
    body: PatientLinkRevokeBody,
    response: PatientLinkRevokeResponse,
  },
});
