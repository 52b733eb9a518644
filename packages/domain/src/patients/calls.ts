import { defineCalls } from '../contract-types.ts';
import { patientsRoutes } from './routes.ts';
import {
  PatientResponse,
  PatientsAuditBody,
  PatientsAuditResponse,
  PatientsCheckBody,
  PatientsCheckResponse,
  PatientsConsentBody,
  PatientsConsentResponse,
  PatientsCpfBody,
  PatientsCpfResponse,
  PatientsCreateBody,
  PatientsGetBody,
  PatientsGetResponse,
  PatientsListBody,
  PatientsListResponse,
  PatientsMyAuditBody,
  PatientsMyAuditResponse,
  PatientsUpdateBody,
  RecordCreateBody,
  RecordGetBody,
  RecordResponse,
} from './schemas.ts';

export const patientsCalls = defineCalls(patientsRoutes, {
  'patients/get': {
    summary: 'One patient; detailed adds the consents and the timeline. Audited.',
    body: PatientsGetBody,
    response: PatientsGetResponse,
  },
  'patients/cpf': {
    summary: 'The patient with a CPF/CNPJ, when the caller may see them. Audited.',
    body: PatientsCpfBody,
    response: PatientsCpfResponse,
  },
  'patients/list': {
    summary:
      "Patients in the caller's scope (owner: all; a supplier: their own), searched by name, CPF or phone. Audited.",
    body: PatientsListBody,
    response: PatientsListResponse,
  },
  'patients/check': {
    summary: 'Whether a patient exists for a user or CPF, and is linked to a supplier; preloads the user. Audited.',
    body: PatientsCheckBody,
    response: PatientsCheckResponse,
  },
  'patients/create': {
    summary: 'Creates a patient (one per CPF/CNPJ at the place). Audited.',
    body: PatientsCreateBody,
    response: PatientResponse,
  },
  'patients/update': {
    summary: "Updates a patient's data. Audited.",
    body: PatientsUpdateBody,
    response: PatientResponse,
  },
  'patients/consent': {
    summary: 'Records a consent (or its withdrawal) for one purpose with the text version shown. Audited.',
    body: PatientsConsentBody,
    response: PatientsConsentResponse,
  },
  'patients/audit': {
    summary: "Who read or wrote a patient's data, when, as what and from where (owner only).",
    body: PatientsAuditBody,
    response: PatientsAuditResponse,
  },
  'patients/my-audit': {
    summary:
      "The signed-in person's own access audit as a patient of this place: who read or wrote their data, as what, when.",
    body: PatientsMyAuditBody,
    response: PatientsMyAuditResponse,
  },
  'record/create': {
    summary: 'Writes and signs a consultation entry, or an addendum to a signed one. Audited.',
    body: RecordCreateBody,
    response: RecordResponse,
  },
  'record/get': {
    summary: 'One signed consultation entry with its addenda. Audited.',
    body: RecordGetBody,
    response: RecordResponse,
  },
});
