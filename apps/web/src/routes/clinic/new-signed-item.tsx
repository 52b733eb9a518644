import { type RecordForm, usePatientPaths } from '../../features/patients/index.ts';
import { useNavigate, useParams, useSearchParams } from '../../lib/router.tsx';

/**
 * Spec 3 §2.2 NewRecord, NewSurgery and NewProcedure (/{segment}/paciente/{patient}/criar, supplier):
 * ?adendo= writes an addendum; cancel goes back to the chart, saving on to the signed entry.
 */
export function NewSignedItem({
  Form,
  segment,
}: {
  /** The three forms take the same props. */
  Form: typeof RecordForm;
  segment: 'consulta' | 'cirurgia' | 'procedimento';
}) {
  const { patient = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = usePatientPaths().view(patient);
  return (
    <Form
      patientId={patient}
      addendumTo={params.get('adendo')}
      onCancel={() => navigate(`${view}/prontuario`)}
      onDone={(itemId) => navigate(`${view}/${segment}/${itemId}`)}
    />
  );
}
