import { ApiError } from '@app/domain/client';
import { PLAN_SESSION_STATUSES, type PlanSessionStatus } from '@app/domain/patients/files-rules';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type ApplicationPlan, createPlan, hidePlan, plansQuery, setPlanSession } from '../api/record-files-calls.ts';
import { HideForm } from './hide-form.tsx';
import styles from './patients.module.css';

/** Application plans (decision 162): each session's state, a new plan (professionals), 'Ocultar'. */
export function PlansSection({ patientId, base, writes }: { patientId: string; base: string; writes: boolean }) {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(plansQuery(patientId, managerToken));
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['patients/application-plan/get', patientId] });
    await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
  };
  return (
    <div className={styles.form}>
      <Link className={ops.link} to={`${base}/prontuario`}>
        ← {t('view.timeline')}
      </Link>
      <p className={ops.muted}>{t('plans.intro')}</p>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('plans.loadError'))} />
      {query.data && query.data.plans.length === 0 && <p className={ops.muted}>{t('plans.empty')}</p>}
      {query.data?.plans.map((plan) => (
        <PlanCard key={plan._id} plan={plan} writes={writes} onChange={refresh} />
      ))}
      {writes && <NewPlanForm patientId={patientId} onDone={refresh} />}
    </div>
  );
}

function PlanCard({
  plan,
  writes,
  onChange,
}: {
  plan: ApplicationPlan;
  writes: boolean;
  onChange: () => Promise<void>;
}) {
  const { t } = useTranslation('patients');
  const [busy, setBusy] = useState<number | null>(null);
  const mark = async (number: number, status: PlanSessionStatus) => {
    setBusy(number);
    try {
      await setPlanSession({ _id: plan._id, number, status });
      await onChange();
    } catch (error) {
      notify(errorMessage(error, t('form.genericError')), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className={`${ops.panel} ${styles.consent}`} aria-label={plan.product}>
      <h2 className={ops.subtitle}>
        {plan.product} · {t(`plans.${plan.status}`)}
      </h2>
      <p className={ops.muted}>{t('plans.by', { name: plan.author_name })}</p>
      {plan.notes && <p className={styles.clinical}>{plan.notes}</p>}
      <ol className={styles.sessions}>
        {plan.sessions.map((s) => (
          <li key={s.number}>
            <span>{t('plans.session', { number: s.number, date: brDate(s.date) })}</span>
            {writes ? (
              <select
                aria-label={t('plans.session', { number: s.number, date: brDate(s.date) })}
                value={s.status}
                disabled={busy === s.number}
                onChange={(e) => mark(s.number, e.target.value as PlanSessionStatus)}
              >
                {PLAN_SESSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`plans.status.${status}`)}
                  </option>
                ))}
              </select>
            ) : (
              <span className={ops.muted}>{t(`plans.status.${s.status}`)}</span>
            )}
          </li>
        ))}
      </ol>
      {writes && (
        <HideForm
          onHide={async (reason) => {
            await hidePlan(plan._id, reason);
            notify(t('hide.done'), { kind: 'success' });
            await onChange();
          }}
        />
      )}
    </article>
  );
}

type PlanField = 'product' | 'sessions' | 'interval_days' | 'start_date' | 'notes';

function NewPlanForm({ patientId, onDone }: { patientId: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation('patients');
  const empty = { product: '', sessions: '3', interval_days: '30', start_date: localParts(new Date()).date, notes: '' };
  const [values, setValues] = useState<Record<PlanField, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<PlanField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!values.product.trim()) return setErrors({ product: t('form.required') });
    setBusy(true);
    try {
      await createPlan({
        patient_id: patientId,
        product: values.product,
        sessions: Number(values.sessions),
        interval_days: Number(values.interval_days),
        start_date: values.start_date,
        notes: values.notes,
      });
      notify(t('plans.created'), { kind: 'success' });
      setValues(empty);
      await onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const text = errorMessage(error, t('form.genericError')).replace(/^[\w.]+: /, '');
      setErrors(field && field in values ? { [field]: text } : { form: text });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: PlanField, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((er) => ({ ...er, [name]: undefined, form: undefined }));
      }}
    />
  );
  return (
    <SubmitForm className={`${ops.panel} ${styles.section}`} onSubmit={submit}>
      <h2 className={`${ops.subtitle} ${styles.wide}`}>{t('plans.new')}</h2>
      <div className={styles.wide}>{field('product', t('plans.product'))}</div>
      {field('sessions', t('plans.sessions'), 'number')}
      {field('interval_days', t('plans.interval'), 'number')}
      {field('start_date', t('plans.start'), 'date')}
      <div className={styles.wide}>{field('notes', t('plans.notes'))}</div>
      {errors.form && (
        <p role="alert" className={`${ops.error} ${styles.wide}`}>
          {errors.form}
        </p>
      )}
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" loading={busy}>
          {t('plans.create')}
        </Button>
      </div>
    </SubmitForm>
  );
}
