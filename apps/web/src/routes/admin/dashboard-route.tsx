import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { AdminDashboard } from '../../features/backoffice/dashboard/admin-dashboard.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin (AdminDashboard): today / 7 / 30 days of sales, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <AdminDashboard />
    </AdminLayout>
  );
}
