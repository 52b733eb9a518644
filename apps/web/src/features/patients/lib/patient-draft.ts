import type { CallBody } from '@app/domain/contract';
import type { MessageKey } from '@app/domain/shared/messages';
import {
  formatCpfCnpj,
  formatPhone,
  normalizeCpfCnpj,
  toWirePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validatePhone,
} from '@app/domain/users/rules';
import type { Patient } from '../api/patients-calls.ts';

// The patient form as typed (every field a string or a flag) and its conversions to and from the
// wire. Empty text is sent as null so that an edit can clear a field.

export const SOCIAL = ['instagram', 'facebook', 'tiktok', 'linkedin', 'site'] as const;
type Social = (typeof SOCIAL)[number];

export type PatientDraft = {
  full_name: string;
  surname: string;
  cpf: string;
  birthdate: string;
  gender: string;
  occupation: string;
  marital_status: string;
  phone: string;
  email: string;
  partner_name: string;
  father_name: string;
  mother_name: string;
  has_children: '' | 'yes' | 'no';
  responsible_name: string;
  responsible_phone: string;
  blood_type: string;
  has_died: boolean;
  death_date: string;
  observations: string;
  social: Record<Social, string>;
  service_supplier_ids: string[];
};

export type DraftField = Exclude<keyof PatientDraft, 'social'> | `social_links.${Social}`;

const phoneText = (wire: string | null | undefined) => (wire ? formatPhone(wire) : '');

export function draftOf(p: Partial<Patient> | null): PatientDraft {
  return {
    full_name: p?.full_name ?? '',
    surname: p?.surname ?? '',
    cpf: p?.cpf ? formatCpfCnpj(p.cpf) : '',
    birthdate: p?.birthdate ?? '',
    gender: p?.gender ?? '',
    occupation: p?.occupation ?? '',
    marital_status: p?.marital_status ?? '',
    phone: phoneText(p?.phone),
    email: p?.email ?? '',
    partner_name: p?.partner_name ?? '',
    father_name: p?.father_name ?? '',
    mother_name: p?.mother_name ?? '',
    has_children: p?.has_children === true ? 'yes' : p?.has_children === false ? 'no' : '',
    responsible_name: p?.responsible_name ?? '',
    responsible_phone: phoneText(p?.responsible_phone),
    blood_type: p?.blood_type ?? '',
    has_died: p?.has_died ?? false,
    death_date: p?.death_date ?? '',
    observations: p?.observations ?? '',
    social: Object.fromEntries(SOCIAL.map((s) => [s, p?.social_links?.[s] ?? ''])) as Record<Social, string>,
    service_supplier_ids: p?.service_supplier_ids ?? [],
  };
}

/** The messages a draft gets before it is sent (the server says the same). */
export function draftErrors(d: PatientDraft): Partial<Record<DraftField, MessageKey | 'required'>> {
  const errors: Partial<Record<DraftField, MessageKey | 'required'>> = {};
  const set = (field: DraftField, key: MessageKey | null) => {
    if (key) errors[field] = key;
  };
  if (!d.full_name.trim()) errors.full_name = 'required';
  set('cpf', validateCpfCnpj(d.cpf, { required: false }));
  set('birthdate', validateBirthdate(d.birthdate, new Date(), { required: false }));
  set('phone', validatePhone(d.phone, { required: false }));
  set('responsible_phone', validatePhone(d.responsible_phone, { required: false }));
  set('email', validateEmail(d.email, { required: false }));
  if (d.has_died) set('death_date', validateBirthdate(d.death_date, new Date(), { required: false }));
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const wirePhone = (typed: string) => (typed.trim() ? (toWirePhone(typed)?.slice(2) ?? typed) : null);

type PatientBody = Omit<CallBody<'patients/create'>, 'user_id'>;

export function bodyOf(d: PatientDraft): PatientBody {
  return {
    full_name: d.full_name.trim(),
    surname: orNull(d.surname),
    cpf: d.cpf.trim() ? normalizeCpfCnpj(d.cpf) : null,
    birthdate: orNull(d.birthdate),
    gender: (orNull(d.gender) as PatientBody['gender']) ?? null,
    occupation: orNull(d.occupation),
    marital_status: (orNull(d.marital_status) as PatientBody['marital_status']) ?? null,
    phone: wirePhone(d.phone),
    email: orNull(d.email),
    partner_name: orNull(d.partner_name),
    father_name: orNull(d.father_name),
    mother_name: orNull(d.mother_name),
    has_children: d.has_children === '' ? null : d.has_children === 'yes',
    responsible_name: orNull(d.responsible_name),
    responsible_phone: wirePhone(d.responsible_phone),
    blood_type: (orNull(d.blood_type) as PatientBody['blood_type']) ?? null,
    has_died: d.has_died,
    death_date: d.has_died ? orNull(d.death_date) : null,
    observations: orNull(d.observations),
    social_links: Object.fromEntries(SOCIAL.map((s) => [s, orNull(d.social[s])])),
    service_supplier_ids: d.service_supplier_ids,
  };
}

/** Years between a birth date and today, or null. */
export function ageOf(birthdate: string | null, today: Date = new Date()): number | null {
  if (!birthdate) return null;
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}
