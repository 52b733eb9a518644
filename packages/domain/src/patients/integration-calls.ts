import { defineCalls } from '../contract-types.ts';
import { patientIntegrationRoutes } from './integration-routes.ts';
import {
  IntegrationDetailBody,
  IntegrationDetailResponse,
  IntegrationFilterBody,
  IntegrationFilterResponse,
  IntegrationSettings,
  IntegrationSettingsBody,
  IntegrationSettingsUpdateBody,
  IntegrationStatus,
  IntegrationStatusBody,
  IntegrationUpdateBody,
  IntegrationUpdateResponse,
} from './integration-schemas.ts';

export const patientIntegrationCalls = defineCalls(patientIntegrationRoutes, {
  'patients/integration/settings': {
    summary: "Where the clinic's own patient system answers (base URL; whether a key is set).",
    body: IntegrationSettingsBody,
    response: IntegrationSettings,
  },
  'patients/integration/settings/update': {
    summary: "Sets or clears the integration's base URL and key (owner).",
    body: IntegrationSettingsUpdateBody,
    response: IntegrationSettings,
  },
  'patients/integration/detail': {
    summary:
      'The patient as the integrated system knows them, by CPF (webApp/patient/getPatientDetail), and their custom fields (getPatientCustomFields). Audited.',
    body: IntegrationDetailBody,
    response: IntegrationDetailResponse,
  },
  'patients/integration/update': {
    summary: "Sends the patient's data to the integrated system (webApp/patient/updatePatient). Audited.",
    body: IntegrationUpdateBody,
    response: IntegrationUpdateResponse,
  },
  'patients/integration/filter': {
    summary: 'Patients of the integrated system matching every filter (webApp/patient/getPatientFilter).',
    body: IntegrationFilterBody,
    response: IntegrationFilterResponse,
  },
  'patients/integration/status': {
    summary: "Whether the clinic has an integrated system set (staff; the address and key stay the owner's).",
    body: IntegrationStatusBody,
    response: IntegrationStatus,
  },
});
