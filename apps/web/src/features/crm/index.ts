// The patient CRM (spec 2 §2–§3; decisions 143–145): filter builder, results, saved filters, export.
export type { CrmPatient } from './api/crm-calls.ts';
export { CrmScreen } from './components/crm-screen.tsx';
