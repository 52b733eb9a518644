import { ageOn, CRM_FIELD_NAMES, CRM_FIELDS, type CrmField } from '@app/domain/crm/rules';
import type { CrmPatient } from '@app/domain/crm/schemas';
import { isoDateInBrazil } from '@app/domain/users/rules';
import type { CrmPatientData, CrmRepo, SavedFilterData } from './crm.repo.ts';

export function crmPatientView(row: CrmPatientData, today: string): CrmPatient {
  return {
    _id: row.id,
    full_name: row.fullName,
    phone: row.phone,
    email: row.email,
    birthdate: row.birthdate,
    age: row.birthdate ? ageOn(row.birthdate, today) : null,
    gender: row.gender,
    city: row.city,
    district: row.district,
    state: row.state,
    schedule_count: row.scheduleCount,
    last_visit: row.lastVisit ? isoDateInBrazil(row.lastVisit) : null,
    user_id: row.userId,
  };
}

export const savedFilterView = (row: SavedFilterData) => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  updated_at: row.updatedAt.toISOString(),
});

type Options = Awaited<ReturnType<CrmRepo['options']>>;
type Option = { value: string | number; label: string };

/** Option lists per field; labels of fixed options are keys the screen translates. */
export function fieldParams(options: Options) {
  const unique = (values: (string | null)[]): Option[] =>
    [...new Set(values.filter((v): v is string => Boolean(v)))]
      .sort((a, b) => a.localeCompare(b, 'pt-BR'))
      .map((v) => ({ value: v, label: v }));
  const lists: Partial<Record<CrmField, Option[]>> = {
    professional: options.suppliers,
    campaign: options.campaigns,
    contact_type: options.contactTypes,
    specialty_interest: options.interests,
    procedure: options.procedures,
    city: unique(options.places.map((p) => p.city)),
    district: unique(options.places.map((p) => p.district)),
  };
  return CRM_FIELD_NAMES.map((field) => {
    const spec = CRM_FIELDS[field];
    const fixed: Option[] =
      'options' in spec
        ? (spec.options as readonly (string | number)[]).map((v) => ({ value: v, label: String(v) }))
        : [];
    return { field, kind: spec.kind, operators: [...spec.operators], options: lists[field] ?? fixed };
  });
}
