// Patients and the clinical record (spec 2 §2–§3): the list, the form, the view and the consultation.
export {
  checkQuery,
  createPatient,
  type Patient,
  type PatientSummary,
  patientQuery,
  updatePatient,
} from './api/patients-calls.ts';
export { PatientForm } from './components/patient-form.tsx';
export { PatientList } from './components/patient-list.tsx';
export { PatientView } from './components/patient-view.tsx';
export { RecordForm } from './components/record-form.tsx';
export { draftOf } from './lib/patient-draft.ts';
