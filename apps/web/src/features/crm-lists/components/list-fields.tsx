import { CONTACT_TYPE_KINDS, type ContactTypeKind } from '@app/domain/crm-lists/rules';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  campaignsQuery,
  contactTypesQuery,
  organizationsQuery,
  specialitiesQuery,
  suppliersQuery,
} from '../api/crm-lists-calls.ts';
import type {
  CampaignDraft,
  ContactTypeDraft,
  FirstContactDraft,
  NameDraft,
  OrganizationDraft,
} from '../lib/drafts.ts';
import type { FieldsProps } from './crm-list-screen.tsx';
import styles from './crm-lists.module.css';
import { EntryOptions, entriesKey } from './options.tsx';

// The fields of each CRM list's form (spec 2 §3), shown by the generic list screen.

function NameField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('crm-lists');
  return (
    <TextField
      label={t('name')}
      value={value}
      maxLength={120}
      required
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function NameFields({ draft, set, errors }: FieldsProps<NameDraft>) {
  return <NameField value={draft.name} error={errors.name} onChange={(name) => set({ name })} />;
}

export function ContactTypeFields({ draft, set, errors }: FieldsProps<ContactTypeDraft>) {
  const { t } = useTranslation('crm-lists');
  return (
    <div className={styles.grid}>
      <NameField value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
      <SelectField
        label={t('contactTypes.kind')}
        value={draft.kind}
        error={errors.kind}
        onChange={(e) => set({ kind: e.target.value as ContactTypeKind })}
      >
        {CONTACT_TYPE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function OrganizationFields({ draft, set, errors }: FieldsProps<OrganizationDraft>) {
  const { t } = useTranslation('crm-lists');
  return (
    <div className={styles.grid}>
      <NameField value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
      <TextField
        label={t('organizations.cnpj')}
        value={draft.cnpj}
        inputMode="numeric"
        maxLength={30}
        error={errors.cnpj}
        onChange={(e) => set({ cnpj: e.target.value })}
      />
      <TextField
        label={t('organizations.phone')}
        value={draft.phone}
        type="tel"
        maxLength={40}
        error={errors.phone}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <TextField
        label={t('organizations.email')}
        value={draft.email}
        type="email"
        maxLength={200}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      <div className={styles.wide}>
        <TextAreaField
          label={t('organizations.notes')}
          value={draft.notes}
          maxLength={1000}
          rows={2}
          error={errors.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </div>
    </div>
  );
}

export function CampaignFields({ draft, set, errors }: FieldsProps<CampaignDraft>) {
  const { t } = useTranslation('crm-lists');
  const organizations = useQuery(organizationsQuery()).data;
  const types = useQuery(contactTypesQuery()).data;
  const specialities = useQuery(specialitiesQuery()).data?.map((s) => ({ id: s._id, name: s.name }));
  const suppliers = useQuery(suppliersQuery()).data?.map((s) => ({ id: s.service_supplier_id, name: s.name }));
  return (
    <div className={styles.grid}>
      <NameField value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
      <SelectField
        key={`types-${entriesKey(types)}`}
        label={t('campaigns.type_contact')}
        value={draft.type_contact}
        error={errors.type_contact}
        onChange={(e) => set({ type_contact: e.target.value })}
      >
        <EntryOptions entries={types} value={draft.type_contact} />
      </SelectField>
      <div className={styles.wide}>
        <TextAreaField
          label={t('campaigns.message')}
          value={draft.message}
          maxLength={2000}
          rows={3}
          error={errors.message}
          onChange={(e) => set({ message: e.target.value })}
        />
      </div>
      <SelectField
        key={`specialities-${entriesKey(specialities)}`}
        label={t('campaigns.interest')}
        value={draft.interest}
        error={errors.interest}
        onChange={(e) => set({ interest: e.target.value })}
      >
        <EntryOptions entries={specialities} value={draft.interest} />
      </SelectField>
      <SelectField
        key={`suppliers-${entriesKey(suppliers)}`}
        label={t('campaigns.mainProfessional')}
        value={draft.mainProfessional}
        error={errors.mainProfessional}
        onChange={(e) => set({ mainProfessional: e.target.value })}
      >
        <EntryOptions entries={suppliers} value={draft.mainProfessional} />
      </SelectField>
      <SelectField
        key={`organizations-${entriesKey(organizations)}`}
        label={t('campaigns.organization')}
        value={draft.organization}
        error={errors.organization}
        onChange={(e) => set({ organization: e.target.value })}
      >
        <EntryOptions entries={organizations} value={draft.organization} />
      </SelectField>
      <TextField
        label={t('campaigns.indacted_by')}
        value={draft.indacted_by}
        maxLength={200}
        error={errors.indacted_by}
        onChange={(e) => set({ indacted_by: e.target.value })}
      />
      <TextField
        label={t('campaigns.indicationClinic')}
        value={draft.indicationClinic}
        maxLength={200}
        error={errors.indicationClinic}
        onChange={(e) => set({ indicationClinic: e.target.value })}
      />
    </div>
  );
}

export function FirstContactFields({ draft, set, errors }: FieldsProps<FirstContactDraft>) {
  const { t } = useTranslation('crm-lists');
  const campaigns = useQuery(campaignsQuery()).data;
  return (
    <div className={styles.grid}>
      <NameField value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
      <SelectField
        key={`campaigns-${entriesKey(campaigns)}`}
        label={t('firstContacts.campaing')}
        value={draft.campaing}
        error={errors.campaing}
        onChange={(e) => set({ campaing: e.target.value })}
      >
        <EntryOptions entries={campaigns} value={draft.campaing} />
      </SelectField>
    </div>
  );
}
