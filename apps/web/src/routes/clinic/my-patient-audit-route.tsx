import { usePlace } from '../../app/shared/current-place.ts';
import { MyAudit } from '../../features/patients/index.ts';

export const namespaces = ['patients'] as const;

/** 'Acessos aos meus dados de paciente' (/minha-conta/acessos, user; decision 184): the patient's own audit. */
export function Component() {
  const place = usePlace();
  return <MyAudit placeName={place?.restaurantname ?? ''} />;
}
