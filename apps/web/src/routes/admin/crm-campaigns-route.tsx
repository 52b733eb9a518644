import { CampaignsScreen } from '../../features/crm-lists/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'crm-lists', 'validation'] as const;

/** Route AdminCrmCampaigns (/admin/crm/campanhas): a CRM list of the clinic (decision 140). */
export function Component() {
  return (
    <AdminLayout>
      <CampaignsScreen />
    </AdminLayout>
  );
}
