import { ApiError } from '@app/domain/client';
import { localParts } from '@app/domain/scheduling/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { createSlots, updateSlot } from '../api/agenda-calls.ts';
import type { Appointment } from '../api/scheduling-calls.ts';
import { todayLocal } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';

type Errors = Partial<Record<'date' | 'start' | 'end' | 'repeat_weeks' | 'product_id' | 'form', string>>;

/** The server's refusal under the field it names; anything else above the buttons. */
function errorsOf(e: unknown, fallback: string): Errors {
  const field = e instanceof ApiError ? (e.body as { field?: string }).field : undefined;
  const text = errorMessage(e, fallback);
  if (field === 'date' || field === 'start' || field === 'end' || field === 'repeat_weeks' || field === 'product_id') {
    return { [field]: text };
  }
  return { form: text };
}

function useRefreshSlots() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['appointments/list'] }),
      client.invalidateQueries({ queryKey: ['appointments/day'] }),
      client.invalidateQueries({ queryKey: ['appointments/month'] }),
    ]);
}

/** NewAppointment and EditAppointment (spec 2 §2): a one-off slot, a weekly series, or a slot's changes. */
export function SlotForm({
  supplierId,
  slot,
  onDone,
}: {
  supplierId: string;
  /** Editing this slot; creating when absent. */
  slot?: Appointment;
  onDone: () => void;
}) {
  const { t } = useTranslation('clinic');
  const refresh = useRefreshSlots();
  const [date, setDate] = useState(slot?.date ?? todayLocal());
  const [start, setStart] = useState(slot?.start ?? '08:00');
  const [end, setEnd] = useState(slot?.end ?? '08:40');
  const [weeks, setWeeks] = useState('1');
  const [active, setActive] = useState(slot?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const repeat = Number(weeks);
    if (!slot && (!Number.isInteger(repeat) || repeat < 1 || repeat > 52)) {
      setErrors({ repeat_weeks: t('slots.weeksInvalid') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      if (slot) {
        await updateSlot({ appointment_id: slot._id, date, start, end, active });
        notify(t('slots.saved'), { kind: 'success' });
      } else {
        const res = await createSlots({ service_supplier_id: supplierId, date, start, end, repeat_weeks: repeat });
        notify(t('slots.created', { count: res.appointments.length }), { kind: 'success' });
      }
      await refresh();
      onDone();
    } catch (e) {
      setErrors(errorsOf(e, t('common:genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-labelledby="slot-form-title" noValidate>
      <h2 id="slot-form-title">{slot ? t('slots.editTitle') : t('slots.newTitle')}</h2>
      <div className={styles.formRow}>
        <TextField
          type="date"
          label={t('slots.date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
          required
        />
        <TextField
          type="time"
          label={t('slots.start')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={errors.start}
          required
        />
        <TextField
          type="time"
          label={t('slots.end')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={errors.end}
          required
        />
      </div>
      {slot ? (
        <CheckboxField label={t('slots.active')} checked={active} onChange={(e) => setActive(e.target.checked)} />
      ) : (
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={52}
          label={t('slots.weeks')}
          hint={t('slots.weeksHint')}
          value={weeks}
          onChange={(e) => setWeeks(e.target.value)}
          error={errors.repeat_weeks}
        />
      )}
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {slot ? t('slots.save') : t('slots.create')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('slots.back')}
        </Button>
      </div>
    </form>
  );
}

/** AddProductToAppointment (spec 2 §2): the product a booking of this slot is for, or none. */
export function SlotProductForm({
  slot,
  products,
  onDone,
}: {
  slot: Appointment;
  products: { _id: string; productname: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation('clinic');
  const refresh = useRefreshSlots();
  const [product, setProduct] = useState(slot.product_id ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const when = `${slot.date.slice(8, 10)}/${slot.date.slice(5, 7)} ${slot.start}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await updateSlot({ appointment_id: slot._id, product_id: product || null });
      notify(t('slots.saved'), { kind: 'success' });
      await refresh();
      onDone();
    } catch (e) {
      setErrors(errorsOf(e, t('common:genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-labelledby="slot-product-title">
      <h2 id="slot-product-title">{t('slots.productTitle', { when })}</h2>
      <SelectField
        label={t('slots.product')}
        value={product}
        onChange={(e) => setProduct(e.target.value)}
        error={errors.product_id}
      >
        <option value="">{t('slots.noProduct')}</option>
        {products.map((p) => (
          <option key={p._id} value={p._id}>
            {p.productname}
          </option>
        ))}
      </SelectField>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('slots.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('slots.back')}
        </Button>
      </div>
    </form>
  );
}

/** The slot's local hour as the list shows it: '08h00–08h40'. */
export const slotHours = (slot: Pick<Appointment, 'starts_at' | 'ends_at'>) =>
  `${localParts(new Date(slot.starts_at)).hour.replace(':', 'h')}–${localParts(new Date(slot.ends_at)).hour.replace(':', 'h')}`;
