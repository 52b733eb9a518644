import { AdminDashboard } from '../../features/dashboard/admin/index.ts';
import { RatingsPanel } from '../../features/orders/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin (AdminDashboard): today / 7 / 30 days of sales and the customers' ratings, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <AdminDashboard>
        <RatingsPanel />
      </AdminDashboard>
    </AdminLayout>
  );
}
