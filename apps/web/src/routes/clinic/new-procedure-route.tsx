import { ProcedureForm, usePatientPaths } from '../../features/patients/index.ts';
import { useNavigate, useParams, useSearchParams } from '../../lib/router.tsx';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 NewProcedure (/procedimento/paciente/{patient}/criar, supplier); ?adendo= writes an addendum. */
export function Component() {
  const { patient = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = usePatientPaths().view(patient);
  return (
    <ProcedureForm
      patientId={patient}
      addendumTo={params.get('adendo')}
      onCancel={() => navigate(`${view}/prontuario`)}
      onDone={(itemId) => navigate(`${view}/procedimento/${itemId}`)}
    />
  );
}
