import { formatDateTime } from '@app/domain/orders/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery } from '@tanstack/react-query';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from '../../../lib/router.tsx';
import { sharedResultQuery } from '../api/record-files-calls.ts';
import { BeforeAfter } from './before-after.tsx';
import styles from './patients.module.css';

/**
 * Spec 2 §2 /resultado-procedimento/{type}/{id}: a before/after result the clinic shared with the
 * patient's image consent (decision 163). No login: the link is the key; no patient name shown.
 */
export function ProcedureResult() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const query = useQuery(sharedResultQuery(id));
  if (!query.data) {
    return (
      <div className={ops.page}>
        <h1 className={ops.title}>{t('result.title')}</h1>
        <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('result.gone'))} />
      </div>
    );
  }
  const r = query.data;
  return (
    <div className={ops.page}>
      <div className={styles.form}>
        <div>
          <h1 className={ops.title}>{r.procedure}</h1>
          <p className={ops.muted}>
            {r.speciality_name} · {r.region} · {brDate(r.date)}
          </p>
        </div>
        <section className={`${ops.panel} ${styles.consent}`}>
          <BeforeAfter before={r.photo_before_url} after={r.photo_later_url} label={r.procedure} />
        </section>
        <p className={ops.muted}>{t('result.intro')}</p>
        <p className={ops.muted}>{t('result.until', { when: formatDateTime(r.expires_at) })}</p>
      </div>
    </div>
  );
}
