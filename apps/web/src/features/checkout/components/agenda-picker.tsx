import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { DeliveryMethod } from '../../cart/index.ts';
import styles from './cart.module.css';

/**
 * Scheduled orders (spec 1 §4, §5): the days and hours getagenda offers for delivery or for
 * pickup. The chosen hour's instant travels as deliveryagenda_date; without one the order is
 * refused with 'Escolha um horário' under this field.
 */
export function AgendaPicker({
  method,
  addressId,
  value,
  error,
  onChange,
}: {
  method: DeliveryMethod;
  addressId: string | null;
  value: string | null;
  error: string | null;
  onChange: (slot: { date: string } | null) => void;
}) {
  const { t } = useTranslation('cart');
  const dayId = useId();
  const hourId = useId();
  const query = useQuery({
    queryKey: ['getagenda', addressId],
    queryFn: () => api.call('getagenda', addressId ? { address_id: addressId } : {}),
    staleTime: 60_000,
  });
  const days = query.data ? query.data[method] : [];
  const chosenDay = days.find((d) => d.hours.some((h) => h.at === value));
  const [day, setDay] = useState<string>(chosenDay?.day_server ?? '');
  const hours = days.find((d) => d.day_server === day)?.hours ?? [];

  if (query.isPending) return <Spinner size={20} label={t('agendaLoading')} />;
  if (query.error) return <p className={styles.error}>{errorMessage(query.error, t('common:genericError'))}</p>;
  if (days.length === 0) return <p className={styles.muted}>{t('agendaEmpty')}</p>;
  return (
    <fieldset className={styles.choiceGroup} aria-invalid={error ? true : undefined}>
      <legend>{t('schedule')}</legend>
      <div className={styles.grid2}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={dayId}>
            {t('day')}
          </label>
          <select
            id={dayId}
            className={styles.select}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              onChange(null);
            }}
          >
            <option value="">{t('chooseDay')}</option>
            {days.map((d) => (
              <option key={d.day_server} value={d.day_server}>
                {d.day}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={hourId}>
            {t('hour')}
          </label>
          <select
            id={hourId}
            className={styles.select}
            value={value ?? ''}
            disabled={!day}
            onChange={(event) => onChange(event.target.value ? { date: event.target.value } : null)}
          >
            <option value="">{t('chooseHour')}</option>
            {hours.map((h) => (
              <option key={h.at} value={h.at}>
                {h.option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
