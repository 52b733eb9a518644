import { AdminDashboard } from '../../features/dashboard/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin (AdminDashboard): today / 7 / 30 days of sales, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <AdminDashboard />
    </AdminLayout>
  );
}
