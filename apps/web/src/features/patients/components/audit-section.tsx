import { formatDateTime } from '@app/domain/orders/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { auditQuery } from '../api/patients-calls.ts';
import styles from './patients.module.css';

/** The owner's view of the access audit of one patient (decision 136), newest first. */
export function AuditSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...auditQuery(patientId, page, managerToken), placeholderData: keepPreviousData });
  const entries = query.data?.entries ?? [];
  return (
    <section className={`${ops.panel} ${styles.consent}`}>
      <p className={ops.muted}>{t('audit.intro')}</p>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
      {query.data && entries.length === 0 && <p className={ops.muted}>{t('audit.empty')}</p>}
      {entries.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${ops.table} ${styles.auditTable}`}>
            <thead>
              <tr>
                <th>{t('audit.when')}</th>
                <th>{t('audit.who')}</th>
                <th>{t('audit.role')}</th>
                <th>{t('audit.action')}</th>
                <th>{t('audit.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e._id} className={styles.auditRow}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>{e.actor_name ?? '—'}</td>
                  <td>{t(`audit.roles.${e.role}`, { defaultValue: e.role })}</td>
                  <td>{t(`audit.actions.${e.action.replace('.', '_')}`)}</td>
                  <td>{e.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && (page > 1 || query.data.has_more) && (
        <div className={ops.row}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            {t('audit.previous')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={!query.data.has_more}
            onClick={() => setPage((n) => n + 1)}
          >
            {t('audit.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
