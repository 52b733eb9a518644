import { formatDateTime } from '@app/domain/orders/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TabButton } from '../../../components/ui/tab-button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { accessListQuery, decideAccess } from '../api/access-request-calls.ts';
import styles from './access-requests.module.css';

const TABS = ['pending', 'approved', 'refused'] as const;

/** Spec 3 §2.2 AccessRequests (/solicitacoes-de-acesso, manager; decision 122): approve or refuse. */
export function AccessRequestList() {
  const { t } = useTranslation('access-requests');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [tab, setTab] = useState<(typeof TABS)[number]>('pending');
  const list = useQuery(accessListQuery(tab, managerToken));
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: decideAccess,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['useraccess/list'] }),
  });
  const requests = list.data?.requests ?? [];
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('listTitle')}</h1>
      <div role="tablist" aria-label={t('listTitle')} className={styles.tabs}>
        {TABS.map((name) => (
          <TabButton key={name} className={styles.tab} selected={tab === name} onSelect={() => setTab(name)}>
            {t(`tab_${name}`)}
          </TabButton>
        ))}
      </div>
      {decide.isError && <p role="alert">{errorMessage(decide.error, t('decideError'))}</p>}
      {list.isError && <p role="alert">{errorMessage(list.error, t('loadError'))}</p>}
      {list.isSuccess && requests.length === 0 && <p className={styles.muted}>{t(`empty_${tab}`)}</p>}
      <ul className={styles.rows}>
        {requests.map((r) => (
          <li key={r._id} className={styles.card} aria-label={r.username ?? r.phone ?? r._id}>
            <strong>{r.username}</strong>
            {r.phone && <span className={styles.muted}>{r.phone}</span>}
            <span className={styles.muted}>{t('askedAt', { when: formatDateTime(r.created_at) })}</span>
            {r.message && <p className={styles.quote}>{r.message}</p>}
            {r.decided_at && (
              <span className={styles.muted}>
                {t('decidedAt', { when: formatDateTime(r.decided_at), who: r.decided_by ?? '' })}
              </span>
            )}
            {r.status === 'pending' && (
              <div className={styles.actions}>
                <Button
                  loading={decide.isPending && decide.variables?.id === r._id && decide.variables.status === 'approved'}
                  onClick={() => decide.mutate({ id: r._id, status: 'approved' })}
                >
                  {t('approve')}
                </Button>
                <Button
                  variant="secondary"
                  loading={decide.isPending && decide.variables?.id === r._id && decide.variables.status === 'refused'}
                  onClick={() => decide.mutate({ id: r._id, status: 'refused' })}
                >
                  {t('refuse')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
