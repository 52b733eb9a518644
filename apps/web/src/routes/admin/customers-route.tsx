import { AdminCustomers } from '../../features/customers/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin/clientes (AdminCustomers): the place's customers with search. */
export function Component() {
  return (
    <AdminLayout>
      <AdminCustomers />
    </AdminLayout>
  );
}
