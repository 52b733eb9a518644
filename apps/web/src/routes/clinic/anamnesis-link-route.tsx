import { AnamnesisLinkPage } from '../../features/patients/index.ts';
import { useParams } from '../../lib/router.tsx';

export const namespaces = ['patient-links', 'anamnesis'] as const;

/** Spec 3 §2.2 AnamnesisLink (/anamnese/paciente/{hash}, anonymous): the patient answers the anamnesis once. */
export function Component() {
  const { hash = '' } = useParams();
  return <AnamnesisLinkPage hash={hash} />;
}
