import { AccessRequestList } from '../../features/access-requests/index.ts';

export const namespaces = ['access-requests'] as const;

/** Spec 3 §2.2 AccessRequests (/solicitacoes-de-acesso, manager; decision 122). */
export function Component() {
  return <AccessRequestList />;
}
