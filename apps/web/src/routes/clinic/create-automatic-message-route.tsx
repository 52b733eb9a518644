import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import ops from '../../components/ui/ops.module.css';
import { AutomaticMessageForm } from '../../features/automatic-messages/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['automatic-messages', 'validation'] as const;

/** Spec 2 §2 CreateAutomaticMessage (/mensagens-automaticas/criar/{numberId}/{templateId}, user). */
export function Component() {
  const { t } = useTranslation('automatic-messages');
  const { numberId = '', templateId = '' } = useParams();
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
    <AutomaticMessageForm
      key={`${numberId}/${templateId}`}
      numberId={numberId}
      templateId={templateId}
      onDone={() => navigate(pathFor('AutomaticMessages'))}
    />
  );
}
