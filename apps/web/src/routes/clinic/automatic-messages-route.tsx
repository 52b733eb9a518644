import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import ops from '../../components/ui/ops.module.css';
import { AutomaticMessagesScreen } from '../../features/automatic-messages/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['automatic-messages'] as const;

/** Spec 2 §2 AutomaticMessages (/mensagens-automaticas, user): the calls need the manager token. */
export function Component() {
  const { t } = useTranslation('automatic-messages');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  if (!user?.manager || !managerToken) {
    return (
      <div className={ops.page}>
        <h1 className={ops.title}>{t('title')}</h1>
        <p className={ops.muted}>{t('staffOnly')}</p>
      </div>
    );
  }
  return (
    <AutomaticMessagesScreen
      onCreate={(numberId, templateId) => navigate(pathFor('CreateAutomaticMessage', { numberId, templateId }))}
    />
  );
}
