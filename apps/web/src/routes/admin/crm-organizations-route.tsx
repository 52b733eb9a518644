import { OrganizationsScreen } from '../../features/crm-lists/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'crm-lists', 'validation'] as const;

/** Route AdminCrmOrganizations (/admin/crm/organizacoes): a CRM list of the clinic (decision 140). */
export function Component() {
  return (
    <AdminLayout>
      <OrganizationsScreen />
    </AdminLayout>
  );
}
