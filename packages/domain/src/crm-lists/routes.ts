import { defineRoutes } from '../call-route.ts';

// The clinic's CRM admin lists (spec 2 §3, §7, §8; decisions 140–142). The spec's call names are
// kept as written (typos included). Staff of the place (manager token) manage them; a patient's
// lead origin is patient data, read and written under the patients' scope and audit. Clinic /
// service-supplier places only (decision 206).
export const crmListsRoutes = defineRoutes({
  getCancelation: { level: 'manager', clinic: true },
  createCancelationReasons: { level: 'manager', clinic: true },
  updateCancelation: { level: 'manager', clinic: true },
  deletedCancelation: { level: 'manager', clinic: true },
  listCampaing: { level: 'manager', clinic: true },
  createCampaing: { level: 'manager', clinic: true },
  updateCampaing: { level: 'manager', clinic: true },
  deletedCampaing: { level: 'manager', clinic: true },
  listFirstContact: { level: 'manager', clinic: true },
  createFirstContact: { level: 'manager', clinic: true },
  updateFirstContact: { level: 'manager', clinic: true },
  deletedFirstContact: { level: 'manager', clinic: true },
  getOrganization: { level: 'manager', clinic: true },
  createOrganization: { level: 'manager', clinic: true },
  UpdateOrganization: { level: 'manager', clinic: true },
  getTypeContacts: { level: 'manager', clinic: true },
  createTypeContact: { level: 'manager', clinic: true },
  updateTypeContact: { level: 'manager', clinic: true },
  deletedTypeContact: { level: 'manager', clinic: true },
  'patients/origin/get': { level: 'manager', clinic: true },
  'patients/origin/set': { level: 'manager', clinic: true },
});
