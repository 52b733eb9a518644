import { ThemeScreen } from '../../features/places/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-settings'] as const;

/** Our route /admin/aparencia (decision 030): name, logo, banner and colour with a preview. */
export function Component() {
  return (
    <AdminLayout>
      <ThemeScreen />
    </AdminLayout>
  );
}
