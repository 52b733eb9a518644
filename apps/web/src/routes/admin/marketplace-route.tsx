import { MarketplaceAdminScreen } from '../../features/marketplace/admin/index.ts';
import { useAdminRole } from '../../features/users/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-marketplace', 'validation'] as const;

/** Route AdminMarketplace (/admin/locais): owner only (the server refuses the others, decision 091). */
export function Component() {
  const role = useAdminRole();
  return (
    <AdminLayout>
      <MarketplaceAdminScreen isOwner={role.isOwner} />
    </AdminLayout>
  );
}
