import { CouponsPanel } from '../../features/coupons/admin/index.ts';
import { SettingsScreen } from '../../features/places/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-settings'] as const;

/** Our route /admin/configuracoes (decision 029): every business setting, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <SettingsScreen couponsPanel={<CouponsPanel />} />
    </AdminLayout>
  );
}
