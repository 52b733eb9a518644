import { PatientLinkPage } from '../../features/patients/index.ts';
import { useParams } from '../../lib/router.tsx';

export const namespaces = ['patient-links', 'patients', 'validation'] as const;

/** Spec 3 §2.2 PatientLink (/formulario/paciente/{hash}, anonymous): the patient's own registration form, once. */
export function Component() {
  const { hash = '' } = useParams();
  return <PatientLinkPage hash={hash} />;
}
