import { usePlace } from '../../app/shared/current-place.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { CouponsPanel } from '../../features/coupons/admin/index.ts';
import { IntegrationSettingsPanel } from '../../features/patients/index.ts';
import { SettingsScreen } from '../../features/places/admin/index.ts';
import { ChatCredentialsPanel } from '../../features/sales-funnel/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-settings', 'patients', 'sales-funnel'] as const;

/** Our route /admin/configuracoes (decision 029): every business setting, manager level. */
export function Component() {
  // A clinic's owner also sets where the clinic's own patient system answers (decision 185) and the
  // clinic's own Octadesk account for the chat (decision 201).
  const place = usePlace();
  const manager = useCurrentUser()?.manager;
  const clinicOwner = Boolean(place?.service_supplier && manager?.owner);
  return (
    <AdminLayout>
      <SettingsScreen
        couponsPanel={<CouponsPanel />}
        integrationPanel={
          clinicOwner ? (
            <>
              <IntegrationSettingsPanel />
              <ChatCredentialsPanel />
            </>
          ) : undefined
        }
      />
    </AdminLayout>
  );
}
