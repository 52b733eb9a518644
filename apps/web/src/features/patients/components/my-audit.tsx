import { formatDateTime } from '@app/domain/orders/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { myAuditQuery } from '../api/patients-calls.ts';
import styles from './patients.module.css';

/**
 * A patient's own access audit (LGPD art. 18 and 19; decision 184): who read or wrote their data at
 * this place, as what and when, newest first, a page at a time. Nobody else's rows, no IPs.
 */
export function MyAudit({ placeName }: { placeName: string }) {
  const { t } = useTranslation('patients');
  const token = useBrowserStore((s) => s.token);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...myAuditQuery(page, token), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <section className={ops.page} aria-labelledby="my-audit-title">
      <Link className={ops.link} to={pathFor('MyAccount')}>
        ← {t('myAudit.back')}
      </Link>
      <h1 id="my-audit-title" className={ops.title}>
        {t('myAudit.title')}
      </h1>
      <p className={ops.muted}>{t('myAudit.intro', { place: placeName })}</p>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('myAudit.loadError'))} />
      {data && !data.is_patient && <p>{t('myAudit.notPatient', { place: placeName })}</p>}
      {data?.is_patient && data.entries.length === 0 && <p className={ops.muted}>{t('audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        <ul className={styles.myAudit}>
          {data.entries.map((e) => (
            <li key={e._id}>
              <strong>{t(`audit.actions.${e.action.replace('.', '_')}`)}</strong>
              <span>
                {e.role === 'anonymous'
                  ? t('myAudit.byLink')
                  : t('myAudit.by', {
                      name: e.actor_name ?? '—',
                      role: t(`audit.roles.${e.role}`, { defaultValue: e.role }),
                    })}
              </span>
              <span className={ops.muted}>
                {formatDateTime(e.at)} · {placeName}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && (page > 1 || data.has_more) && (
        <div className={ops.row}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            {t('audit.previous')}
          </Button>
          <Button variant="secondary" size="small" disabled={!data.has_more} onClick={() => setPage((n) => n + 1)}>
            {t('audit.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
