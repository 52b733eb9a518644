import { SurgeryForm, usePatientPaths } from '../../features/patients/index.ts';
import { useNavigate, useParams, useSearchParams } from '../../lib/router.tsx';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 NewSurgery (/cirurgia/paciente/{patient}/criar, supplier); ?adendo= writes an addendum. */
export function Component() {
  const { patient = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = usePatientPaths().view(patient);
  return (
    <SurgeryForm
      patientId={patient}
      addendumTo={params.get('adendo')}
      onCancel={() => navigate(`${view}/prontuario`)}
      onDone={(itemId) => navigate(`${view}/cirurgia/${itemId}`)}
    />
  );
}
