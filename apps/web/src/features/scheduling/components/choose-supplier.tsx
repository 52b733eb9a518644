import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { type ServiceSupplier, specialitiesQuery, suppliersQuery } from '../api/scheduling-calls.ts';
import styles from './scheduling.module.css';

/** Initials for a supplier without a photo: 'Dr. Pedro Henrique' → 'PH' (titles skipped). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => !/^(dr|dra|prof|profa)\.?$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function SupplierCard({ supplier, action }: { supplier: ServiceSupplier; action?: React.ReactNode }) {
  const { t } = useTranslation('scheduling');
  return (
    <article className={styles.card} aria-label={supplier.name}>
      <div className={styles.supplierHead}>
        {supplier.photo ? (
          <img className={styles.avatar} src={supplier.photo} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(supplier.name)}
          </span>
        )}
        <div>
          <h2 className={styles.name}>{supplier.name}</h2>
          <p className={styles.muted}>{supplier.specialities.map((s) => s.name).join(' · ')}</p>
        </div>
      </div>
      {supplier.bio && <p className={styles.muted}>{supplier.bio}</p>}
      {supplier.services.length > 0 && (
        <ul className={styles.services} aria-label={t('services')}>
          {supplier.services.map((s) => (
            <li key={s.name} className={styles.service}>
              <span>{s.name}</span>
              <span className={styles.muted}>{t('minutes', { count: s.duration_minutes })}</span>
            </li>
          ))}
        </ul>
      )}
      {action}
    </article>
  );
}

/** Spec 3 §2.2 ChooseServiceSupplier: specialities (the first selected) and their suppliers. */
export function ChooseSupplier() {
  const { t } = useTranslation('scheduling');
  const specialities = useQuery(specialitiesQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? specialities.data?.[0]?._id;
  const suppliers = useQuery({ ...suppliersQuery(selected), enabled: specialities.isSuccess });
  if (specialities.isPending) return <Spinner />;
  if (!specialities.data) return <p role="alert">{errorMessage(specialities.error, t('common:genericError'))}</p>;
  return (
    <section className={styles.page} aria-labelledby="choose-title">
      <h1 id="choose-title">{t('chooseTitle')}</h1>
      {specialities.data.length > 0 && (
        <div className={styles.chips} role="tablist" aria-label={t('specialities')}>
          {specialities.data.map((s) => (
            <button
              key={s._id}
              type="button"
              role="tab"
              aria-selected={s._id === selected}
              className={styles.chip}
              onClick={() => setChosen(s._id)}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
      {suppliers.isPending ? (
        <Spinner />
      ) : !suppliers.data ? (
        <p role="alert">{errorMessage(suppliers.error, t('common:genericError'))}</p>
      ) : suppliers.data.length === 0 ? (
        <p className={styles.muted}>{t('noSuppliers')}</p>
      ) : (
        <div className={styles.grid}>
          {suppliers.data.map((s) => (
            <SupplierCard
              key={s.service_supplier_id}
              supplier={s}
              action={
                <Link className={styles.link} to={pathFor('ScheduleService', { id: s.service_supplier_id })}>
                  {t('schedule')}
                </Link>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
