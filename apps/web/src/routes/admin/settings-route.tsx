import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { SettingsScreen } from '../../features/backoffice/settings/components/settings-screen.tsx';

export const namespaces = ['backoffice', 'backoffice-settings'] as const;

/** Issue 4 part 3, our route /admin/configuracoes (decision 029): every business setting, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <SettingsScreen />
    </AdminLayout>
  );
}
