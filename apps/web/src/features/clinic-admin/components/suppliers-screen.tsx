import { formatMoney } from '@app/domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  type AdminSupplier,
  adminSpecialitiesQuery,
  adminSuppliersQuery,
  createCalendarFeed,
  revokeCalendarFeeds,
  saveSupplier,
  useClinicAdminMutation,
} from '../api/clinic-admin-calls.ts';
import styles from './clinic-admin.module.css';
import { SupplierForm } from './supplier-form.tsx';

/** The private calendar address of one professional: made on request, shown once, revocable. */
function CalendarFeed({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation('clinic-admin');
  const [url, setUrl] = useState<string | null>(null);
  const create = useClinicAdminMutation(createCalendarFeed);
  const revoke = useClinicAdminMutation(revokeCalendarFeeds);
  const absolute = (u: string) => (u.startsWith('/') ? `${window.location.origin}${u}` : u);
  return (
    <div className={styles.feed}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          loading={create.isPending}
          onClick={async () => {
            try {
              setUrl(absolute((await create.mutateAsync(supplier.service_supplier_id)).url));
            } catch (failure) {
              notify(errorMessage(failure, t('genericError')), { kind: 'error' });
            }
          }}
        >
          {t('feed.create')}
        </Button>
        <Button
          variant="text"
          size="small"
          loading={revoke.isPending}
          onClick={async () => {
            try {
              await revoke.mutateAsync(supplier.service_supplier_id);
              setUrl(null);
              notify(t('feed.revoked'));
            } catch (failure) {
              notify(errorMessage(failure, t('genericError')), { kind: 'error' });
            }
          }}
        >
          {t('feed.revoke')}
        </Button>
      </div>
      {url && (
        <>
          <p className={styles.muted}>{t('feed.hint')}</p>
          <output className={styles.feedUrl} aria-label={t('feed.address')}>
            {url}
          </output>
        </>
      )}
    </div>
  );
}

/** The owner's professionals: profile, specialities, services with prices, working hours, calendar. */
export function SuppliersScreen() {
  const { t } = useTranslation('clinic-admin');
  const isOwner = useCurrentUser()?.manager?.owner ?? false;
  const managerToken = useBrowserStore((s) => s.managerToken);
  const suppliers = useQuery(adminSuppliersQuery(managerToken));
  const specialities = useQuery(adminSpecialitiesQuery());
  const save = useClinicAdminMutation(saveSupplier);
  const [editing, setEditing] = useState<AdminSupplier | 'new' | null>(null);

  return (
    <section className={styles.screen} aria-labelledby="suppliers-title">
      <div className={styles.header}>
        <h1 id="suppliers-title">{t('suppliers.title')}</h1>
        {isOwner && editing === null && <Button onClick={() => setEditing('new')}>{t('suppliers.new')}</Button>}
      </div>
      <p className={styles.muted}>{isOwner ? t('suppliers.intro') : t('ownerOnly')}</p>
      {(suppliers.isPending || specialities.isPending) && <Spinner size={28} />}
      {suppliers.isError && <p role="alert">{errorMessage(suppliers.error, t('genericError'))}</p>}
      {editing !== null && specialities.data && (
        <div className={styles.card}>
          <h2>{editing === 'new' ? t('suppliers.new') : editing.name}</h2>
          <SupplierForm
            supplier={editing === 'new' ? null : editing}
            specialities={specialities.data.specialities}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await save.mutateAsync(body);
              notify(t('saved'));
              setEditing(null);
            }}
          />
        </div>
      )}
      {editing === null && suppliers.data && suppliers.data.service_suppliers.length === 0 && (
        <p className={styles.muted}>{t('suppliers.empty')}</p>
      )}
      {editing === null && suppliers.data && (
        <ul className={styles.list}>
          {suppliers.data.service_suppliers.map((s) => (
            <li key={s.service_supplier_id} className={styles.card} aria-label={s.name}>
              <div className={styles.row}>
                <div className={styles.who}>
                  {s.photo && <img className={styles.photo} src={s.photo} alt="" loading="lazy" />}
                  <div className={styles.text}>
                    <strong>{s.name}</strong>
                    <span className={styles.muted}>
                      {s.specialities.map((x) => x.name).join(', ') || t('suppliers.noSpecialities')}
                      {!s.active && ` · ${t('suppliers.inactive')}`}
                    </span>
                    <span className={styles.muted}>
                      {s.services
                        .map((x) =>
                          x.price_cents === null
                            ? `${x.name} (${x.duration_minutes} min)`
                            : `${x.name} (${x.duration_minutes} min, ${formatMoney(x.price_cents)})`,
                        )
                        .join(' · ') || t('suppliers.noServices')}
                    </span>
                    <span className={styles.muted}>
                      {s.working_hours
                        .map((h) => `${t(`weekdaysShort.${h.weekday}`)} ${h.start}–${h.end}`)
                        .join(' · ') || t('suppliers.noHours')}
                    </span>
                  </div>
                </div>
                {isOwner && (
                  <Button variant="text" size="small" onClick={() => setEditing(s)}>
                    {t('edit')}
                  </Button>
                )}
              </div>
              {isOwner && <CalendarFeed supplier={s} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
