import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changeAttendancy, slotsOfDay } from '../api/agenda-calls.ts';
import type { Attendancy } from '../api/scheduling-calls.ts';
import { localOf } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';

/**
 * Reschedule (decision 128): a day, that day's free times of the same supplier (the booking's own
 * time counts as free), and the move; the database refuses a time someone took meanwhile.
 */
export function RescheduleDialog({
  attendancy,
  onClose,
  onDone,
}: {
  attendancy: Attendancy;
  onClose: () => void;
  onDone: (message: 'confirmed' | 'concluded' | 'cancelled' | 'updated', day: string) => void | Promise<void>;
}) {
  const { t } = useTranslation('clinic');
  const [day, setDay] = useState(localOf(attendancy.starts_at).date);
  const [slot, setSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const slots = useQuery({
    queryKey: ['appointments/day', attendancy.service_supplier_id, day, attendancy.appointment_id],
    queryFn: () => slotsOfDay(attendancy.service_supplier_id, day, attendancy.appointment_id ?? undefined),
    enabled: valid,
    staleTime: 0,
  });
  const now = Date.now();
  const free = (slots.data ?? []).filter(
    (a) => a.free && a._id !== attendancy.appointment_id && new Date(a.starts_at).getTime() > now,
  );

  const move = async () => {
    if (!slot) return;
    setBusy(true);
    setError(null);
    try {
      const res = await changeAttendancy({ attendancy_id: attendancy._id, appointment_id: slot });
      await onDone(res.message, res.attendancy.date);
    } catch (e) {
      setError(errorMessage(e, t('common:genericError')));
      setSlot(null);
      await slots.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reschedule.title', { name: attendancy.username })}
      closeLabel={t('reschedule.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('reschedule.back')}
          </Button>
          <Button disabled={!slot} loading={busy} onClick={() => void move()}>
            {t('reschedule.confirm')}
          </Button>
        </>
      }
    >
      <TextField
        type="date"
        label={t('reschedule.day')}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          setSlot(null);
        }}
        error={valid ? undefined : t('reschedule.dayInvalid')}
      />
      {slots.isFetching && <Spinner size={20} />}
      {valid && slots.data && free.length === 0 && <p className={styles.muted}>{t('reschedule.noFree')}</p>}
      {free.length > 0 && (
        <fieldset className={styles.times} aria-label={t('reschedule.times')}>
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
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
