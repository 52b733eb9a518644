import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { AdminCustomers } from '../../features/backoffice/customers/admin-customers.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin/clientes (AdminCustomers): the place's customers with search. */
export function Component() {
  return (
    <AdminLayout>
      <AdminCustomers />
    </AdminLayout>
  );
}
