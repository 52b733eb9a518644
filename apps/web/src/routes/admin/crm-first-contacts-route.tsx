import { FirstContactsScreen } from '../../features/crm-lists/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'crm-lists', 'validation'] as const;

/** Route AdminCrmFirstContacts (/admin/crm/primeiros-contatos): a CRM list of the clinic (decision 140). */
export function Component() {
  return (
    <AdminLayout>
      <FirstContactsScreen />
    </AdminLayout>
  );
}
