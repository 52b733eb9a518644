import { TeamScreen } from '../../features/users/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-onboarding', 'validation'] as const;

/** Issue 4 §1, route AdminTeam (/admin/equipe): owner only (the server refuses the others). */
export function Component() {
  return (
    <AdminLayout>
      <TeamScreen />
    </AdminLayout>
  );
}
