import { AnamnesisPage } from '../../features/patients/index.ts';
import { useParams } from '../../lib/router.tsx';

export const namespaces = ['anamnesis', 'patients'] as const;

/** Spec 3 §2.2 Anamnesis (/anamnese/{id}, manager): a patient's anamneses and a new one (decision 165). */
export function Component() {
  const { id = '' } = useParams();
  return <AnamnesisPage patientId={id} />;
}
