import { TeamScreen } from '../../features/users/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-onboarding', 'validation'] as const;

/** Route AdminTeam (/admin/equipe): owner only (the server refuses the others). */
export function Component() {
  return (
    <AdminLayout>
      <TeamScreen />
    </AdminLayout>
  );
}
