import { RecordForm } from '../../features/patients/index.ts';
import { NewSignedItem } from './new-signed-item.tsx';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 NewRecord (/consulta/paciente/{patient}/criar, supplier); ?adendo= writes an addendum. */
export function Component() {
  return <NewSignedItem Form={RecordForm} segment="consulta" />;
}
