import { z } from 'zod';
import { OPEN_ORDER_KINDS } from '../open-orders/rules.ts';
import { formatMessage } from '../shared/messages.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { normalizeCpfCnpj, validateCpfCnpj } from '../users/rules.ts';
import { BirthDate, Email, FullName, Phone } from '../users/schemas.ts';
import {
  DOCUMENT_TYPES,
  GENDERS,
  normaliseDocumentNumber,
  TRANSPORTS,
  TRIP_PURPOSES,
  validateDocumentNumber,
} from './rules.ts';

// The wire of hotel check-in (spec 1 §3 "Check-in"; decision 105). Trip data is optional.

const Id = z.string().uuid();
const requiredText = (max: number) =>
  checked(plainText(max), (v) => (v.trim() === '' ? 'required' : null)).transform((v) => v.trim());
const optionalText = (max: number) =>
  plainText(max)
    .transform((v) => v.trim())
    .optional();

/** A CPF (optional: foreign guests have none); a CNPJ is not a person's number. */
const Cpf = checked(z.string().max(30), (v) => {
  if (v.trim() === '') return null;
  const key = validateCpfCnpj(v, { required: false });
  return key ?? (normalizeCpfCnpj(v).length === 11 ? null : 'cpfInvalid');
}).transform((v) => normalizeCpfCnpj(v));

/** The guest's data, as the form sends it and the check-in keeps it. */
export const CheckInGuest = z
  .object({
    full_name: FullName,
    phone: Phone,
    email: Email,
    occupation: requiredText(80),
    nationality: requiredText(60),
    birthdate: BirthDate,
    gender: z.enum(GENDERS),
    cpf: Cpf.optional(),
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: plainText(30),
    document_issuer: requiredText(60),
    address_zipcode: optionalText(12),
    address_street: requiredText(120),
    address_number: optionalText(20),
    address_cmplt: optionalText(60),
    address_district: optionalText(80),
    address_city: requiredText(80),
    address_state: optionalText(40),
    country: requiredText(60),
    // Trip data (optional).
    arriving_from: optionalText(80),
    trip_purpose: z.enum(TRIP_PURPOSES).optional(),
    arriving_by: z.enum(TRANSPORTS).optional(),
    next_destination: optionalText(80),
  })
  .superRefine((g, ctx) => {
    const key = validateDocumentNumber(g.document_type, g.document_number);
    if (key) ctx.addIssue({ code: 'custom', path: ['document_number'], message: formatMessage(key) });
  })
  .transform((g) => ({ ...g, document_number: normaliseDocumentNumber(g.document_number) }));

export const SaveCheckInBody = z
  .object({
    /** The account to check in to (CheckInOpenOrder), or… */
    order_id: Id.optional(),
    /** …the room (or chalet) number the guest sleeps in (CheckIn). */
    number: checked(plainText(40), (v) => (v.trim() === '' ? 'required' : null)).optional(),
    kind: z.enum(OPEN_ORDER_KINDS).optional(),
    /** Needed to join a room someone else opened (a companion), unless the caller is staff. */
    invite_code: plainText(20).optional(),
    guest: CheckInGuest,
  })
  .refine((b) => b.order_id !== undefined || b.number !== undefined, {
    message: 'number: Obrigatório',
    path: ['number'],
  });

export const CheckInView = z.object({
  _id: z.string(),
  order_id: z.string(),
  user_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  guest: z.object({
    full_name: z.string(),
    phone: z.string(),
    email: z.string(),
    occupation: z.string(),
    nationality: z.string(),
    birthdate: z.string(),
    gender: z.enum(GENDERS),
    cpf: z.string().optional(),
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: z.string(),
    document_issuer: z.string(),
    address_zipcode: z.string().optional(),
    address_street: z.string(),
    address_number: z.string().optional(),
    address_cmplt: z.string().optional(),
    address_district: z.string().optional(),
    address_city: z.string(),
    address_state: z.string().optional(),
    country: z.string(),
    arriving_from: z.string().optional(),
    trip_purpose: z.enum(TRIP_PURPOSES).optional(),
    arriving_by: z.enum(TRANSPORTS).optional(),
    next_destination: z.string().optional(),
  }),
});

const AccountRef = z.object({
  _id: z.string(),
  kind: z.enum(OPEN_ORDER_KINDS),
  number: z.string(),
  status: z.number(),
});

export const SaveCheckInResponse = z.object({ checkin: CheckInView, order: AccountRef });

export const CheckInOfOrderBody = z.object({ order_id: Id });
export const GetCheckInResponse = z.object({
  order: AccountRef,
  /** The caller's own check-in on the account (staff: the newest one), null before it is done. */
  checkin: CheckInView.nullable(),
  /** Whether the account takes orders only after a check-in (a room at a check-in place). */
  required: z.boolean(),
  /** Whether anyone on the account has checked in (orders are accepted once true). */
  done: z.boolean(),
});

export const CheckInDocumentResponse = z.object({
  document_id: z.string(),
  html: z.string(),
  pdf_url: z.string(),
  /** The printer job, when the document went to the place's printer. */
  job_id: z.string().nullable(),
});

/** The guest's data as a check-in keeps it. */
export type CheckInGuestData = z.infer<typeof CheckInView>['guest'];
