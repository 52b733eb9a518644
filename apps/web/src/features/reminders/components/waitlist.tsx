import { ApiError } from '@app/domain/client';
import { addDays, localParts } from '@app/domain/scheduling/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { myWaitlistQuery, useWaitlistMutation } from '../api/waitlist.ts';
import styles from './reminders.module.css';

const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * The patient's waitlist for one professional (decision 132): the days they could come, and their
 * entries. When a booking in those days is cancelled, the first patient waiting gets an SMS.
 */
export function Waitlist() {
  const { t } = useTranslation('reminders');
  const { id = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const entries = useQuery(myWaitlistQuery(token));
  const { join, leave } = useWaitlistMutation();
  const today = localParts(new Date()).date;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 14));
  const [errors, setErrors] = useState<{ from?: string; to?: string; form?: string }>({});

  const submit = async () => {
    setErrors({});
    try {
      await join.mutateAsync({ service_supplier_id: id, from, to });
      notify(t('waitlist.joined'));
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.body as { field?: string }).field : undefined;
      const text = errorMessage(failure, t('genericError')).replace(/^[\w.]+: /, '');
      setErrors(field === 'from' || field === 'to' ? { [field]: text } : { form: text });
    }
  };

  return (
    <section className={styles.page} aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t('waitlist.title')}</h1>
      <p className={styles.muted}>{t('waitlist.intro')}</p>
      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('waitlist.from')}
          type="date"
          value={from}
          min={today}
          error={errors.from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('waitlist.to')}
          type="date"
          value={to}
          min={from}
          error={errors.to}
          onChange={(e) => setTo(e.target.value)}
        />
        {errors.form && <p role="alert">{errors.form}</p>}
        <div className={styles.actions}>
          <Button type="submit" loading={join.isPending}>
            {t('waitlist.join')}
          </Button>
        </div>
      </form>
      <h2>{t('waitlist.mine')}</h2>
      {entries.isPending && <Spinner size={24} />}
      {entries.data && entries.data.entries.length === 0 && <p className={styles.muted}>{t('waitlist.none')}</p>}
      {entries.data && (
        <ul className={styles.list}>
          {entries.data.entries.map((e) => (
            <li key={e._id} className={styles.card} aria-label={e.service_supplier_name}>
              <strong>{e.service_supplier_name}</strong>
              <span>{t('waitlist.days', { from: dayText(e.from), to: dayText(e.to) })}</span>
              <span className={styles.muted}>{e.offered_at ? t('waitlist.offered') : t('waitlist.waiting')}</span>
              <div className={styles.actions}>
                <Button
                  variant="text"
                  size="small"
                  loading={leave.isPending && leave.variables === e._id}
                  onClick={async () => {
                    try {
                      await leave.mutateAsync(e._id);
                      notify(t('waitlist.left'));
                    } catch (failure) {
                      notify(errorMessage(failure, t('genericError')), { kind: 'error' });
                    }
                  }}
                >
                  {t('waitlist.leave')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to={pathFor('ScheduleService', { id })}>{t('waitlist.back')}</Link>
    </section>
  );
}
