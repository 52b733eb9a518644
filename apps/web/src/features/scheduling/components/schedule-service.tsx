import { ATTENDANCY_TYPES, type AttendancyType } from '@app/domain/scheduling/rules';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  type Appointment,
  bookAppointment,
  dayQuery,
  monthQuery,
  type ServiceSupplier,
  suppliersQuery,
} from '../api/scheduling-calls.ts';
import { SupplierCard } from './choose-supplier.tsx';
import styles from './scheduling.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** This month and the next, 'YYYY-MM', in São Paulo (UTC−03:00). */
function nextMonths(): string[] {
  const local = new Date(Date.now() - 3 * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  return [`${y}-${pad(m)}`, m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`];
}

/** 'YYYY-MM-DD' → { weekday: 'seg.', label: '24/11' } */
function dayLabel(date: string, locale: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at);
  return { weekday, label: `${date.slice(8, 10)}/${date.slice(5, 7)}` };
}

/** A catalogue service of the supplier the patient may book (decision 125). */
export type BookableService = { _id: string; productname: string };
export type BookChoice = {
  supplier: ServiceSupplier;
  appointment: Appointment;
  type: AttendancyType;
  serviceId: string;
};

/**
 * Spec 3 §2.2 ScheduleService (/agendar/{id}): the supplier, the days with free times (two months),
 * the free times of the chosen day, the kind of visit, and the booking (a signed-in patient). When
 * the clinic sells the supplier's services, the chosen time goes to the cart with the service and
 * the order books it (decision 125); otherwise the time is booked at once.
 */
export function ScheduleService({
  services = [],
  onBook,
}: {
  services?: BookableService[];
  onBook?: (choice: BookChoice) => boolean;
} = {}) {
  const { t, i18n } = useTranslation('scheduling');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const token = useBrowserStore((s) => s.token);
  const suppliers = useQuery(suppliersQuery(undefined));
  const months = useQueries({ queries: nextMonths().map((m) => monthQuery(id, m)) });
  const days = months.flatMap((q) => q.data?.days ?? []).filter((d) => d.free > 0);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay ?? days[0]?.date ?? null;
  const times = useQuery({ ...dayQuery(id, day ?? ''), enabled: day !== null });
  const [slot, setSlot] = useState<string | null>(null);
  const [type, setType] = useState<AttendancyType>(0);
  const [service, setService] = useState<string | null>(null);
  const throughCart = !!onBook && services.length > 0;
  const serviceId = service ?? services[0]?._id ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (suppliers.isPending || months.some((q) => q.isPending)) return <Spinner />;
  const supplier = suppliers.data?.find((s) => s.service_supplier_id === id);
  const failed = months.find((q) => q.error)?.error;
  if (!supplier || failed) {
    return (
      <section className={styles.page}>
        <p role="alert">{failed ? errorMessage(failed, t('supplierNotFound')) : t('supplierNotFound')}</p>
        <Link className={styles.link} to={pathFor('ChooseServiceSupplier')}>
          {t('chooseTitle')}
        </Link>
      </section>
    );
  }
  const free = (times.data ?? []).filter((a) => a.free);

  const book = async () => {
    if (!slot) return;
    const appointment = free.find((a) => a._id === slot);
    if (throughCart && onBook && appointment && serviceId) {
      if (onBook({ supplier, appointment, type, serviceId })) navigate(pathFor('Cart'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await bookAppointment({ appointment_id: slot, type });
      notify(t('booked'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['appointments/day', id] });
      navigate(pathFor('MySchedules'));
    } catch (e) {
      setError(errorMessage(e, t('common:genericError')));
      setSlot(null);
      await client.invalidateQueries({ queryKey: ['appointments/day', id] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="schedule-title">
      <h1 id="schedule-title">{t('scheduleTitle')}</h1>
      <SupplierCard supplier={supplier} />
      <h2>{t('pickDay')}</h2>
      {days.length === 0 ? (
        <p className={styles.muted}>{t('noFreeDays')}</p>
      ) : (
        <div className={styles.days}>
          {days.map((d) => {
            const label = dayLabel(d.date, i18n.language);
            return (
              <button
                key={d.date}
                type="button"
                className={styles.day}
                aria-pressed={d.date === day}
                aria-label={t('dayOption', { day: label.label, count: d.free })}
                onClick={() => {
                  setChosenDay(d.date);
                  setSlot(null);
                }}
              >
                <small>{label.weekday}</small>
                <strong>{label.label}</strong>
              </button>
            );
          })}
        </div>
      )}
      {day && (
        <>
          <h2>{t('pickTime')}</h2>
          {times.isPending ? (
            <Spinner />
          ) : free.length === 0 ? (
            <p className={styles.muted}>{t('noFreeTimes')}</p>
          ) : (
            <fieldset className={styles.times} aria-label={t('pickTime')}>
              {free.map((a) => (
                <button
                  key={a._id}
                  type="button"
                  className={styles.time}
                  aria-pressed={a._id === slot}
                  onClick={() => setSlot(a._id)}
                >
                  {a.start}
                </button>
              ))}
            </fieldset>
          )}
        </>
      )}
      <h2>{t('visitType')}</h2>
      <fieldset className={styles.choices} aria-label={t('visitType')}>
        {ATTENDANCY_TYPES.slice(0, 3).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === type}
            className={styles.chip}
            onClick={() => setType(value)}
          >
            {t(`types.${value}`)}
          </button>
        ))}
      </fieldset>
      {throughCart && services.length > 1 && (
        <>
          <h2>{t('services')}</h2>
          <fieldset className={styles.choices} aria-label={t('services')}>
            {services.map((p) => (
              <button
                key={p._id}
                type="button"
                aria-pressed={p._id === serviceId}
                className={styles.chip}
                onClick={() => setService(p._id)}
              >
                {p.productname}
              </button>
            ))}
          </fieldset>
        </>
      )}
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
      {token ? (
        <Button disabled={!slot} loading={busy} onClick={() => void book()}>
          {throughCart
            ? t('addToCart', { service: services.find((p) => p._id === serviceId)?.productname ?? '' })
            : t('confirmBooking')}
        </Button>
      ) : (
        <Link
          className={styles.link}
          to={`${pathFor('Login')}?${new URLSearchParams({ redirect: location.pathname })}`}
        >
          {t('loginToBook')}
        </Link>
      )}
      {/* Decision 132: a patient with no good time waits for a cancellation. */}
      <Link className={styles.link} to={pathFor('Waitlist', { id })}>
        {t('joinWaitlist')}
      </Link>
    </section>
  );
}
