import { ApiError } from '@app/domain/client';
import { BLOOD_TYPES, GENDERS, MARITAL_STATUSES } from '@app/domain/patients/rules';
import type { MessageKey } from '@app/domain/shared/messages';
import { normalizeCpfCnpj, validateCpfCnpj } from '@app/domain/users/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { CpfCnpjField, PhoneField } from '../../users/index.ts';
import { findByCpf, type Patient, type PatientSummary, suppliersQuery } from '../api/patients-calls.ts';
import { bodyOf, type DraftField, draftErrors, type PatientDraft, SOCIAL } from '../lib/patient-draft.ts';
import styles from './patients.module.css';

type Errors = Partial<Record<DraftField | 'form', string | null>>;

/**
 * Every field of spec 2 §3 Patient in four groups (as Feegow and iClinic lay them out): only the
 * name is required; CPF/CNPJ and the dates follow spec 2 §5. A CPF already registered is told at
 * once with a link to that patient. The server's refusal shows under its field; nothing typed is lost.
 */
export function PatientForm({
  initial,
  title,
  notice,
  existingLink,
  onSave,
  onCancel,
  patientFacing = false,
  submitLabel,
  footer,
}: {
  initial: PatientDraft;
  title: string;
  notice?: ReactNode;
  /** Filled in by the patient (a link): no staff-only fields. */
  patientFacing?: boolean;
  submitLabel?: string;
  /** Shown above the buttons (a declaration the patient confirms). */
  footer?: ReactNode;
  /** For a new patient: a link to the patient found by the CPF typed. */
  existingLink?: (p: PatientSummary) => ReactNode;
  onSave: (body: ReturnType<typeof bodyOf>) => Promise<Patient | undefined>;
  /** null: no cancel button (a link's page has nowhere to go back to). */
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation('patients');
  const text = useValidationText();
  const manager = useCurrentUser()?.manager ?? null;
  // A professional (not the owner) links only themselves; the reception and the owner choose.
  const choosesSuppliers = Boolean(manager && (manager.owner || !manager.service_supplier_id));
  const suppliers = useQuery({ ...suppliersQuery(), enabled: choosesSuppliers });
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [found, setFound] = useState<PatientSummary | null>(null);

  const set = <K extends keyof PatientDraft>(field: K, value: PatientDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field as DraftField] || errors.form) setErrors((e) => ({ ...e, [field]: null, form: null }));
  };
  const setSocial = (key: (typeof SOCIAL)[number], value: string) =>
    setDraft((d) => ({ ...d, social: { ...d.social, [key]: value } }));
  const message = (key: MessageKey | 'required' | undefined) =>
    key === 'required' ? t('form.required') : key ? text(key) : null;

  const lookUpCpf = async (typed: string) => {
    setFound(null);
    if (!existingLink || !typed.trim() || validateCpfCnpj(typed) !== null) return;
    try {
      setFound(await findByCpf(normalizeCpfCnpj(typed)));
    } catch {
      // The save answers the same question.
    }
  };

  const submit = async () => {
    const local = draftErrors(draft);
    const shown: Errors = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, message(v)]));
    setErrors(shown);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      await onSave(bodyOf(draft));
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const textOf = errorMessage(error, t('form.genericError')).replace(/^[\w.]+: /, '');
      setErrors(
        field
          ? { [field.startsWith('service_supplier_ids') ? 'service_supplier_ids' : field]: textOf }
          : { form: textOf },
      );
    } finally {
      setSaving(false);
    }
  };

  const text1 = (
    field: Exclude<DraftField, `social_links.${string}` | 'has_children' | 'has_died' | 'service_supplier_ids'>,
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      value={String(draft[field] ?? '')}
      error={errors[field]}
      onChange={(e) => set(field, e.target.value as never)}
      {...extra}
    />
  );

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <h1 className={ops.title}>{title}</h1>
      {notice}
      <fieldset className={`${ops.panel} ${styles.section}`}>
        <legend>{t('form.identification')}</legend>
        <div className={styles.wide}>
          {text1('full_name', t('form.fullName'), { autoComplete: 'off', maxLength: 200 })}
        </div>
        {text1('surname', t('form.surname'), { maxLength: 100 })}
        <div>
          <CpfCnpjField
            label={t('form.cpf')}
            value={draft.cpf}
            error={errors.cpf}
            onChange={(v) => {
              set('cpf', v);
              void lookUpCpf(v);
            }}
          />
        </div>
        {text1('birthdate', t('form.birthdate'), { type: 'date', min: '1910-01-01' })}
        <SelectField label={t('form.gender')} value={draft.gender} onChange={(e) => set('gender', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`options.gender.${g}`)}
            </option>
          ))}
        </SelectField>
        {text1('occupation', t('form.occupation'), { maxLength: 120 })}
        <SelectField
          label={t('form.maritalStatus')}
          value={draft.marital_status}
          onChange={(e) => set('marital_status', e.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {MARITAL_STATUSES.map((m) => (
            <option key={m} value={m}>
              {t(`options.marital.${m}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {found && existingLink && (
        <p className={styles.notice} role="status">
          {t('form.foundByCpf', { name: found.full_name })} {existingLink(found)}
        </p>
      )}
      <fieldset className={`${ops.panel} ${styles.section}`}>
        <legend>{t('form.contact')}</legend>
        <PhoneField
          label={t('form.phone')}
          value={draft.phone}
          error={errors.phone}
          onChange={(v) => set('phone', v)}
        />
        {text1('email', t('form.email'), { type: 'email', autoComplete: 'off', maxLength: 200 })}
        {SOCIAL.map((s) => (
          <TextField
            key={s}
            label={t(`form.${s}`)}
            value={draft.social[s]}
            maxLength={200}
            error={errors[`social_links.${s}`]}
            onChange={(e) => setSocial(s, e.target.value)}
          />
        ))}
      </fieldset>
      <fieldset className={`${ops.panel} ${styles.section}`}>
        <legend>{t('form.family')}</legend>
        {text1('partner_name', t('form.partnerName'), { maxLength: 200 })}
        {text1('mother_name', t('form.motherName'), { maxLength: 200 })}
        {text1('father_name', t('form.fatherName'), { maxLength: 200 })}
        <SelectField
          label={t('form.hasChildren')}
          value={draft.has_children}
          onChange={(e) => set('has_children', e.target.value as PatientDraft['has_children'])}
        >
          <option value="">{t('form.choose')}</option>
          <option value="yes">{t('form.yes')}</option>
          <option value="no">{t('form.no')}</option>
        </SelectField>
        {text1('responsible_name', t('form.responsibleName'), { maxLength: 200 })}
        <PhoneField
          label={t('form.responsiblePhone')}
          value={draft.responsible_phone}
          error={errors.responsible_phone}
          onChange={(v) => set('responsible_phone', v)}
        />
      </fieldset>
      <fieldset className={`${ops.panel} ${styles.section}`}>
        <legend>{t('form.health')}</legend>
        <SelectField
          label={t('form.bloodType')}
          value={draft.blood_type}
          onChange={(e) => set('blood_type', e.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {BLOOD_TYPES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </SelectField>
        {!patientFacing && (
          <div>
            <CheckboxField
              label={t('form.hasDied')}
              checked={draft.has_died}
              onChange={(e) => set('has_died', e.target.checked)}
            />
            {draft.has_died && text1('death_date', t('form.deathDate'), { type: 'date', min: '1910-01-01' })}
          </div>
        )}
        <div className={styles.wide}>
          <TextAreaField
            label={t('form.observations')}
            value={draft.observations}
            maxLength={10_000}
            rows={3}
            onChange={(e) => set('observations', e.target.value)}
          />
        </div>
      </fieldset>
      {choosesSuppliers && suppliers.data && suppliers.data.length > 0 && (
        <fieldset className={`${ops.panel} ${styles.section}`}>
          <legend>{t('form.suppliers')}</legend>
          <div className={`${styles.checks} ${styles.wide}`}>
            {suppliers.data.map((s) => (
              <CheckboxField
                key={s.service_supplier_id}
                label={s.name}
                checked={draft.service_supplier_ids.includes(s.service_supplier_id)}
                onChange={(e) =>
                  set(
                    'service_supplier_ids',
                    e.target.checked
                      ? [...draft.service_supplier_ids, s.service_supplier_id]
                      : draft.service_supplier_ids.filter((id) => id !== s.service_supplier_id),
                  )
                }
              />
            ))}
          </div>
          {errors.service_supplier_ids && <p className={ops.error}>{errors.service_supplier_ids}</p>}
        </fieldset>
      )}
      {footer}
      {errors.form && (
        <p role="alert" className={ops.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? t('form.saving') : (submitLabel ?? t('form.save'))}
        </Button>
      </div>
    </SubmitForm>
  );
}
