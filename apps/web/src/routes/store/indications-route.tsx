import { IndicationsList } from '../../features/staff/index.ts';

export const namespaces = ['staff'] as const;

/** Spec 3 §2.2 IndicationsList (/indicacoes, manager; decision 118). */
export function Component() {
  return <IndicationsList />;
}
