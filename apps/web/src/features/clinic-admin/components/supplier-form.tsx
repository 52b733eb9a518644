import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { formatMoneyText, parseMoneyText } from '../../../components/ui/money-text.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import type { AdminSpeciality, AdminSupplier, SupplierSaveBody } from '../api/clinic-admin-calls.ts';
import styles from './clinic-admin.module.css';

type ServiceDraft = { name: string; duration: string; price: string };
type HoursDraft = { weekday: string; start: string; end: string };

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

const draftOf = (s: AdminSupplier | null) => ({
  id: s?.service_supplier_id ?? '',
  name: s?.name ?? '',
  photo: s?.photo ?? '',
  bio: s?.bio ?? '',
  active: s?.active ?? true,
  specialityIds: s?.specialities.map((x) => x._id) ?? [],
  services: (s?.services ?? []).map((x) => ({
    name: x.name,
    duration: String(x.duration_minutes),
    price: x.price_cents === null ? '' : formatMoneyText(x.price_cents / 100),
  })),
  hours: (s?.working_hours ?? []).map((h) => ({ weekday: String(h.weekday), start: h.start, end: h.end })),
});

/**
 * The owner's editor of one professional (as Feegow's and iClinic's professional settings): profile
 * (photo, bio), specialities, services with duration and price, and weekly working hours. Errors
 * show under their field and everything typed stays.
 */
export function SupplierForm({
  supplier,
  specialities,
  saving,
  onSave,
  onCancel,
}: {
  supplier: AdminSupplier | null;
  specialities: AdminSpeciality[];
  saving: boolean;
  onSave: (body: SupplierSaveBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('clinic-admin');
  const [draft, setDraft] = useState(() => draftOf(supplier));
  const { errors, failure, clear, check, refuse } = useFieldErrors();
  const setService = (i: number, patch: Partial<ServiceDraft>) => {
    clear(...Object.keys(patch).map((k) => `services.${i}.${k}`));
    setDraft((d) => ({ ...d, services: d.services.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  };
  const setHours = (i: number, patch: Partial<HoursDraft>) => {
    clear(...Object.keys(patch).map((k) => `working_hours.${i}.${k}`));
    setDraft((d) => ({ ...d, hours: d.hours.map((h, j) => (j === i ? { ...h, ...patch } : h)) }));
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!draft.id.trim()) found.service_supplier_id = t('required');
    if (!draft.name.trim()) found.name = t('required');
    if (draft.photo.trim() && !/^https?:\/\/\S+$/.test(draft.photo.trim())) found.photo = t('suppliers.photoInvalid');
    const services = draft.services.map((s, i) => {
      const duration = Number(s.duration);
      const price = parseMoneyText(s.price, null);
      if (!s.name.trim()) found[`services.${i}.name`] = t('required');
      if (!Number.isInteger(duration) || duration < 5 || duration > 720) {
        found[`services.${i}.duration`] = t('suppliers.durationInvalid');
      }
      if (s.price.trim() && (price === null || Number.isNaN(price) || price < 0)) {
        found[`services.${i}.price`] = t('suppliers.priceInvalid');
      }
      return {
        name: s.name,
        duration_minutes: duration,
        price_cents: price === null || Number.isNaN(price) ? null : Math.round(price * 100),
      };
    });
    const working_hours = draft.hours.map((h, i) => {
      if (!HOUR.test(h.start)) found[`working_hours.${i}.start`] = t('suppliers.hourInvalid');
      if (!HOUR.test(h.end)) found[`working_hours.${i}.end`] = t('suppliers.hourInvalid');
      else if (HOUR.test(h.start) && h.end <= h.start) found[`working_hours.${i}.end`] = t('suppliers.hourOrder');
      return { weekday: Number(h.weekday), start: h.start, end: h.end };
    });
    if (!check(found)) return;
    try {
      await onSave({
        service_supplier_id: draft.id.trim(),
        name: draft.name,
        photo: draft.photo.trim() || null,
        bio: draft.bio.trim() || null,
        speciality_ids: draft.specialityIds,
        services,
        working_hours,
        associated_service_supplier_ids: supplier?.associated_service_supplier_ids ?? [],
        splits_associated_ids: supplier?.splits_associated_ids ?? [],
        active: draft.active,
      });
    } catch (error) {
      refuse(error, t('genericError'), (field) =>
        field.replace(/\.duration_minutes$/, '.duration').replace(/\.price_cents$/, '.price'),
      );
    }
  };

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <TextField
        label={t('suppliers.id')}
        hint={t('suppliers.idHint')}
        value={draft.id}
        maxLength={64}
        readOnly={supplier !== null}
        error={errors.service_supplier_id}
        onChange={(e) => {
          clear('service_supplier_id');
          setDraft((d) => ({ ...d, id: e.target.value }));
        }}
      />
      <TextField
        label={t('suppliers.name')}
        value={draft.name}
        maxLength={120}
        error={errors.name}
        onChange={(e) => {
          clear('name');
          setDraft((d) => ({ ...d, name: e.target.value }));
        }}
      />
      <TextField
        label={t('suppliers.photo')}
        type="url"
        inputMode="url"
        value={draft.photo}
        maxLength={500}
        error={errors.photo}
        onChange={(e) => {
          clear('photo');
          setDraft((d) => ({ ...d, photo: e.target.value }));
        }}
      />
      <TextAreaField
        label={t('suppliers.bio')}
        value={draft.bio}
        maxLength={2000}
        error={errors.bio}
        onChange={(e) => setDraft((d) => ({ ...d, bio: e.target.value }))}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('suppliers.specialities')}</legend>
        {specialities.length === 0 && <p className={styles.muted}>{t('suppliers.noSpecialities')}</p>}
        <div className={styles.checks}>
          {specialities.map((s) => (
            <CheckboxField
              key={s._id}
              label={s.name}
              checked={draft.specialityIds.includes(s._id)}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  specialityIds: e.target.checked
                    ? [...d.specialityIds, s._id]
                    : d.specialityIds.filter((x) => x !== s._id),
                }))
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('suppliers.services')}</legend>
        {draft.services.length === 0 && <p className={styles.muted}>{t('suppliers.noServices')}</p>}
        <div className={styles.lines}>
          {draft.services.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: services have no id of their own.
            <fieldset key={i} className={styles.line} aria-label={t('suppliers.serviceN', { n: i + 1 })}>
              <TextField
                label={t('suppliers.serviceName')}
                value={s.name}
                maxLength={120}
                error={errors[`services.${i}.name`]}
                onChange={(e) => setService(i, { name: e.target.value })}
              />
              <TextField
                label={t('suppliers.duration')}
                inputMode="numeric"
                value={s.duration}
                suffix="min"
                error={errors[`services.${i}.duration`]}
                onChange={(e) => setService(i, { duration: e.target.value.replace(/\D/g, '') })}
              />
              <TextField
                label={t('suppliers.price')}
                inputMode="decimal"
                value={s.price}
                suffix="R$"
                error={errors[`services.${i}.price`]}
                onChange={(e) => setService(i, { price: e.target.value })}
              />
              <Button
                variant="text"
                size="small"
                onClick={() => setDraft((d) => ({ ...d, services: d.services.filter((_, j) => j !== i) }))}
              >
                {t('remove')}
              </Button>
            </fieldset>
          ))}
        </div>
        {draft.services.length < 50 && (
          <Button
            variant="text"
            onClick={() =>
              setDraft((d) => ({ ...d, services: [...d.services, { name: '', duration: '30', price: '' }] }))
            }
          >
            {t('suppliers.addService')}
          </Button>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('suppliers.hours')}</legend>
        {draft.hours.length === 0 && <p className={styles.muted}>{t('suppliers.noHours')}</p>}
        <div className={styles.lines}>
          {draft.hours.map((h, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: hour ranges have no id of their own.
              key={i}
              className={`${styles.line} ${styles.hours}`}
              aria-label={t('suppliers.hoursN', { n: i + 1 })}
            >
              <SelectField
                label={t('suppliers.weekday')}
                value={h.weekday}
                onChange={(e) => setHours(i, { weekday: e.target.value })}
              >
                {WEEKDAYS.map((w) => (
                  <option key={w} value={String(w)}>
                    {t(`weekdays.${w}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('suppliers.start')}
                type="time"
                value={h.start}
                error={errors[`working_hours.${i}.start`]}
                onChange={(e) => setHours(i, { start: e.target.value })}
              />
              <TextField
                label={t('suppliers.end')}
                type="time"
                value={h.end}
                error={errors[`working_hours.${i}.end`]}
                onChange={(e) => setHours(i, { end: e.target.value })}
              />
              <Button
                variant="text"
                size="small"
                onClick={() => setDraft((d) => ({ ...d, hours: d.hours.filter((_, j) => j !== i) }))}
              >
                {t('remove')}
              </Button>
            </fieldset>
          ))}
        </div>
        {draft.hours.length < 28 && (
          <Button
            variant="text"
            onClick={() =>
              setDraft((d) => ({ ...d, hours: [...d.hours, { weekday: '1', start: '08:00', end: '12:00' }] }))
            }
          >
            {t('suppliers.addHours')}
          </Button>
        )}
      </fieldset>
      <CheckboxField
        label={t('suppliers.active')}
        hint={t('suppliers.activeHint')}
        checked={draft.active}
        onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="text" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </div>
    </SubmitForm>
  );
}
