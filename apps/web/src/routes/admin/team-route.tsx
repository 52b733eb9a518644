import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { TeamScreen } from '../../features/backoffice/team/components/team-screen.tsx';

export const namespaces = ['backoffice', 'backoffice-onboarding', 'validation'] as const;

/** Issue 4 §1, route AdminTeam (/admin/equipe): owner only (the server refuses the others). */
export function Component() {
  return (
    <AdminLayout>
      <TeamScreen />
    </AdminLayout>
  );
}
