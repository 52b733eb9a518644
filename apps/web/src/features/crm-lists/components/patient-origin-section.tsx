import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  campaignsQuery,
  contactTypesQuery,
  firstContactsQuery,
  organizationsQuery,
  originQuery,
  type PatientOrigin,
  saveOrigin,
  specialitiesQuery,
  suppliersQuery,
  useCrmListsMutation,
} from '../api/crm-lists-calls.ts';
import { type FormErrors, formErrorsOf, NO_ERRORS } from '../lib/form-errors.ts';
import styles from './crm-lists.module.css';
import { EntryOptions, entriesKey } from './options.tsx';

type OriginDraft = Omit<PatientOrigin, 'patient_id' | 'updated_at' | 'clinical_indication'> & {
  clinical_indication: string;
};
const CHOICES = [
  'campaign_id',
  'contact_type_id',
  'first_contact_id',
  'organization_id',
  'interest_speciality_id',
  'indicated_by_supplier_id',
] as const;

function OriginForm({ patientId, origin }: { patientId: string; origin: PatientOrigin }) {
  const { t } = useTranslation('crm-lists');
  const [draft, setDraft] = useState<OriginDraft>({ ...origin, clinical_indication: origin.clinical_indication ?? '' });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const save = useCrmListsMutation(saveOrigin);
  const entries = {
    campaign_id: useQuery(campaignsQuery()).data,
    contact_type_id: useQuery(contactTypesQuery()).data,
    first_contact_id: useQuery(firstContactsQuery()).data,
    organization_id: useQuery(organizationsQuery()).data,
    interest_speciality_id: useQuery(specialitiesQuery()).data?.map((s) => ({ id: s._id, name: s.name })),
    indicated_by_supplier_id: useQuery(suppliersQuery()).data?.map((s) => ({
      id: s.service_supplier_id,
      name: s.name,
    })),
  };
  const set = (patch: Partial<OriginDraft>) => {
    setErrors(NO_ERRORS);
    setDraft((d) => ({ ...d, ...patch }));
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('origin.title')}
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const { clinical_indication, ...rest } = draft;
          await save.mutateAsync({
            ...rest,
            ...Object.fromEntries(CHOICES.map((k) => [k, draft[k] || null])),
            clinical_indication: clinical_indication.trim() || null,
            patient_id: patientId,
          });
          notify(t('origin.saved'), { kind: 'success' });
        } catch (failure) {
          setErrors(formErrorsOf(failure, [...CHOICES, 'clinical_indication'], t('origin.saveError')));
        }
      }}
    >
      <p className={styles.muted}>{t('origin.intro')}</p>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.grid}>
        {CHOICES.map((key) => (
          <SelectField
            key={`${key}-${entriesKey(entries[key])}`}
            label={t(`origin.${key}`)}
            value={draft[key] ?? ''}
            error={errors.fields[key]}
            onChange={(e) => set({ [key]: e.target.value || null })}
          >
            <EntryOptions entries={entries[key]} value={draft[key] ?? ''} />
          </SelectField>
        ))}
        <div className={styles.wide}>
          <TextAreaField
            label={t('origin.clinical_indication')}
            value={draft.clinical_indication}
            maxLength={1000}
            rows={2}
            error={errors.fields.clinical_indication}
            onChange={(e) => set({ clinical_indication: e.target.value })}
          />
        </div>
        <CheckboxField
          label={t('origin.publicity_block')}
          hint={t('origin.publicityHint')}
          checked={draft.publicity_block}
          onChange={(e) => set({ publicity_block: e.target.checked })}
        />
        <CheckboxField
          label={t('origin.contact_block')}
          hint={t('origin.contactHint')}
          checked={draft.contact_block}
          onChange={(e) => set({ contact_block: e.target.checked })}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('origin.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A patient's lead origin and contact blocks (decision 142), read and saved audited. With
 * `heading` it is a titled section of its own, under another form (the edit-patient screen).
 */
export function PatientOriginSection({ patientId, heading = false }: { patientId: string; heading?: boolean }) {
  const { t } = useTranslation('crm-lists');
  const query = useQuery(originQuery(patientId));
  const body = query.data ? (
    <section className={styles.card}>
      <OriginForm key={query.data.updated_at ?? 'new'} patientId={patientId} origin={query.data} />
    </section>
  ) : (
    <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('origin.loadError'))} />
  );
  if (!heading) return body;
  return (
    <section className={styles.below} aria-labelledby="patient-origin-title">
      <h2 id="patient-origin-title" className={styles.subtitle}>
        {t('origin.title')}
      </h2>
      {body}
    </section>
  );
}
