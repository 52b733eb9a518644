// Patients and the clinical record (spec 2 §2–§3): the list, the form, the view and the consultation;
// the anamnesis and the forms patients fill in from a link (decisions 165, 166).
export {
  checkQuery,
  createPatient,
  type Patient,
  type PatientSummary,
  patientQuery,
  updatePatient,
} from './api/patients-calls.ts';
export { AnamnesisPage } from './components/anamnesis-page.tsx';
export { BookingPatient } from './components/booking-patient.tsx';
export { IntegrationSettingsPanel } from './components/integration-sections.tsx';
export { MyAudit } from './components/my-audit.tsx';
export { PatientForm } from './components/patient-form.tsx';
export { PatientImport, ProcedureImport } from './components/patient-import.tsx';
export { AnamnesisLinkPage, PatientLinkPage } from './components/patient-link-pages.tsx';
export { PatientList } from './components/patient-list.tsx';
export { PatientView, type PatientViewSection } from './components/patient-view.tsx';
export { ProcedureForm } from './components/procedure-form.tsx';
export { ProcedureResult } from './components/procedure-result.tsx';
export { RecordForm } from './components/record-form.tsx';
export { SurgeryForm } from './components/surgery-form.tsx';
export { draftOf } from './lib/patient-draft.ts';
export {
  listPatientPaths,
  type PatientPaths,
  PatientPathsProvider,
  schedulePatientPaths,
  usePatientPaths,
} from './lib/patient-paths.ts';
