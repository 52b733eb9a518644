import { ServiceTypesScreen } from '../../features/clinic-admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'clinic-admin'] as const;

/** Route AdminServiceTypes (/admin/tipos-de-servico): owner only (the server refuses the others). */
export function Component() {
  return (
    <AdminLayout>
      <ServiceTypesScreen />
    </AdminLayout>
  );
}
