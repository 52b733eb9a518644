// The clinic's CRM admin lists (spec 2 §3, §8; decisions 140–142) and a patient's lead origin.
export {
  CampaignsScreen,
  CancellationReasonsScreen,
  ContactTypesScreen,
  FirstContactsScreen,
  OrganizationsScreen,
} from './components/crm-lists-screens.tsx';
export { PatientOriginSection } from './components/patient-origin-section.tsx';
