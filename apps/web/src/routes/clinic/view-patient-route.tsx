import { PatientView } from '../../features/patients/index.ts';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 view patient (/pacientes/{id}/ver/*, manager): data, record timeline, consents, audit. */
export const Component = PatientView;
