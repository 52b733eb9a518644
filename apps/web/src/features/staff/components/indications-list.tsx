import { formatDateTime } from '@app/domain/orders/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { indicationsQuery } from '../api/counter-calls.ts';
import styles from './staff.module.css';

/** Spec 3 §2.2 IndicationsList (decision 118): who was referred, by whom, with the count per referrer. */
export function IndicationsList() {
  const { t } = useTranslation('staff');
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [range, setRange] = useState({ begin: '', end: '' });
  const query = useQuery(indicationsQuery(range.begin, range.end));
  const referrer = (code: string, name: string | null) => name ?? t('indications.unknown', { code });
  const data = query.data;
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{t('indications.title')}</h1>
      <SubmitForm className={styles.filters} onSubmit={() => setRange({ begin, end })}>
        <TextField
          label={t('indications.begin')}
          type="date"
          value={begin}
          onChange={(e) => setBegin(e.target.value)}
        />
        <TextField label={t('indications.end')} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
        <Button type="submit" variant="secondary" loading={query.isFetching}>
          {t('indications.filter')}
        </Button>
      </SubmitForm>
      {query.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error, t('common:genericError'))}
        </p>
      )}
      {data && data.indications.length === 0 && <p className={styles.muted}>{t('indications.none')}</p>}
      {data && data.totals.length > 0 && (
        <section className={styles.tools} aria-labelledby="indications-totals">
          <h2 id="indications-totals" className={styles.subtitle}>
            {t('indications.totals')}
          </h2>
          <ul className={styles.list}>
            {data.totals.map((row) => (
              <li key={row.referred_by} className={styles.row}>
                <strong className={styles.name}>{referrer(row.referred_by, row.referrer_name)}</strong>
                <span className={`${styles.facts} ${styles.count}`}>
                  {t('indications.count', { count: row.count })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.indications.length > 0 && (
        <section className={styles.tools} aria-labelledby="indications-people">
          <h2 id="indications-people" className={styles.subtitle}>
            {t('indications.list')}
          </h2>
          <ul className={styles.list}>
            {data.indications.map((row) => (
              <li key={row.user_id} className={styles.row}>
                <div className={styles.who}>
                  <strong className={styles.name}>{row.username}</strong>
                  <span className={styles.facts}>
                    {t('indications.referrer')}: {referrer(row.referred_by, row.referrer_name)}
                  </span>
                  <span className={styles.facts}>
                    {t('indications.since')}: {formatDateTime(row.since)} · {t('indications.orders')}: {row.orders}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {data.has_more && <p className={styles.muted}>{t('indications.more')}</p>}
        </section>
      )}
    </div>
  );
}
