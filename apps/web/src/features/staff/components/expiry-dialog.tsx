import {
  canConfirmExpiry,
  EXPIRY_UNITS,
  type ExpiryUnit,
  expiryHours,
  expiryInUnits,
  readExpiryDuration,
} from '@app/domain/staff/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './staff.module.css';

export type ExpiryChoice = { dont_expire?: boolean; expire_in?: number };

/**
 * Order expiry dialog (spec 3 §2.5): 'Não expira', or a duration of 1 to 999 hours, days (24),
 * weeks (168) or months (720). Confirm is enabled when not expiring or with a valid duration.
 */
export function ExpiryDialog({
  value,
  placeHours,
  onSave,
  onClose,
}: {
  value: ExpiryChoice;
  /** The place's order_expiration_time, what applies when nothing is set here. */
  placeHours: number;
  onSave: (choice: ExpiryChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const start = expiryInUnits(value.expire_in ?? (placeHours > 0 ? placeHours : 24));
  const [dontExpire, setDontExpire] = useState(Boolean(value.dont_expire));
  const [duration, setDuration] = useState(String(start.amount));
  const [unit, setUnit] = useState<ExpiryUnit>(start.unit);
  const durationOk = readExpiryDuration(duration) !== null;
  const save = () => {
    const amount = readExpiryDuration(duration);
    if (dontExpire) onSave({ dont_expire: true });
    else if (amount !== null) onSave({ expire_in: expiryHours(amount, unit) });
    else return;
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('expiry.title')} closeLabel={t('common:close')}>
      <SubmitForm className={styles.stack} onSubmit={save}>
        <CheckboxField
          label={t('expiry.never')}
          checked={dontExpire}
          onChange={(e) => setDontExpire(e.target.checked)}
        />
        <div className={styles.pair}>
          <TextField
            label={t('expiry.duration')}
            inputMode="numeric"
            autoComplete="off"
            disabled={dontExpire}
            value={duration}
            error={!dontExpire && duration !== '' && !durationOk ? t('expiry.durationInvalid') : null}
            onChange={(e) => setDuration(e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
          <SelectField
            label={t('expiry.unit')}
            disabled={dontExpire}
            value={unit}
            onChange={(e) => setUnit(e.target.value as ExpiryUnit)}
          >
            {EXPIRY_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`expiry.units.${u}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={!canConfirmExpiry({ dontExpire, duration })}>
            {t('expiry.confirm')}
          </Button>
        </div>
      </SubmitForm>
    </Dialog>
  );
}
