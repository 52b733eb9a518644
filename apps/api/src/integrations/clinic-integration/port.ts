// The clinic's own patient system (spec 2 §7 "The integration client"): calls under /api/ of the
// business's integration base URL. Decision 158.

/** Where a place's integration answers, and the key it was given (never logged). */
export type IntegrationTarget = { baseUrl: string; token: string | null; placeId: string };

/** A patient as the integrated system describes them (only what the product reads). */
export type IntegrationPatient = {
  id: string;
  name: string;
  cpf: string | null;
  phone: string | null;
  email: string | null;
  birthdate: string | null;
};

/** A custom field the integrated system keeps for a patient (e.g. 'Convênio', 'Nº da carteirinha'). */
export type IntegrationCustomField = { key: string; label: string; value: string };

export type IntegrationFilter = { field: string; operator: 'eq' | 'contains'; value: string };

export type ClinicIntegrationPort = {
  /** webApp/patient/getPatientDetail: the patient with this CPF, or null. */
  getPatientDetail(target: IntegrationTarget, cpf: string): Promise<IntegrationPatient | null>;
  /** webApp/patient/getPatientCustomFields. */
  getPatientCustomFields(target: IntegrationTarget, cpf: string): Promise<IntegrationCustomField[]>;
  /** webApp/patient/getPatientFilter: patients matching every filter. */
  getPatientFilter(target: IntegrationTarget, filters: IntegrationFilter[]): Promise<IntegrationPatient[]>;
  /** webApp/patient/updatePatient: sends the product's data of a patient. */
  updatePatient(target: IntegrationTarget, patient: Omit<IntegrationPatient, 'id'>): Promise<void>;
};

/** The integrated system could not be reached or answered with an error (the message is safe to show). */
export class IntegrationUnavailable extends Error {}
