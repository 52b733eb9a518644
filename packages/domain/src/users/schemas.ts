import { z } from 'zod';
import { Address } from '../addresses/schemas.ts';
import { boundedInt, wholeNumberMessage } from '../shared/bounds.ts';
import { formatMessage } from '../shared/messages.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import {
  normalizeCpfCnpj,
  normalizePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePassword,
  validatePhone,
  validatePin,
} from './rules.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/** A phone as typed or pasted; normalised to 10–11 digits without the country prefix. */
export const Phone = checked(z.string().max(40), (v) => validatePhone(v, { required: true })).transform(normalizePhone);
export const Password = checked(z.string().max(200), validatePassword);
export const Pin = checked(z.string().max(10), validatePin);
export const FullName = checked(z.string().max(200), validateFullName).transform((v) => v.trim());
export const Email = checked(z.string().max(200), (v) => validateEmail(v, { required: true })).transform((v) =>
  v.trim().toLowerCase(),
);
export const CpfCnpj = checked(z.string().max(30), (v) => validateCpfCnpj(v, { required: true })).transform(
  normalizeCpfCnpj,
);
/** 'YYYY-MM-DD', a calendar day from 1910-01-01 to today (the spec's messages for anything else). */
export const BirthDate = checked(z.string().max(10, formatMessage('birthdateInvalid')), (v) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? validateBirthdate(v) : 'birthdateInvalid',
);

export const LoginType = z.enum(['password', 'pin', 'google', 'apple']);

/** The signed-in user as the storefront reads it; per-place fields come from the place membership. */
export const UserView = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  default_phone: z.string().nullable(),
  cpf: z.string().nullable(),
  birthdate: z.string().nullable(),
  photo: z.string().nullable(),
  social_id: z.string().nullable(),
  login_type: LoginType,
  phone_validation: z.boolean(),
  master_account: z.boolean(),
  openOrderId: z.string().nullable(),
  payments_buyer_id: z.string().nullable(),
  /** Reais (spec payload). */
  user_credit: z.object({ total_cash: z.number() }),
  user_cupom: z.string().nullable(),
  invite_cupom: z.string().nullable(),
  share_cupom: z.string().nullable(),
  referred_by: z.string().nullable(),
  services_type: z.array(z.string()),
  blocked: z.boolean(),
  advertising_blocked: z.boolean(),
  block_app_payment: z.boolean(),
  first_purchase: z.boolean(),
  orderCount: z.number().int(),
});
export type UserView = z.infer<typeof UserView>;

/** Staff state of the signed-in person at this place (spec 3 §3 "Manager state"). */
export const ManagerView = z.object({
  managerToken: z.string().optional(),
  managerId: z.string(),
  owner: z.boolean(),
  service_supplier_id: z.string().nullable(),
  /** The staff role at this place (decision 068): the back office shows only its tools. */
  role: z.enum(STAFF_ROLES).optional(),
});
export type ManagerView = z.infer<typeof ManagerView>;

export const SessionResponse = z.object({
  token: z.string(),
  user: UserView,
  manager: ManagerView.nullable(),
});

export const CheckUserBody = z.object({ emailOrPhone: plainText(200).pipe(z.string().min(1)) });
export const CheckUserResponse = z.object({ exists: z.boolean(), phone_validation: z.boolean().optional() });

/** The identity providers of step 0 (spec 1 §2); Apple asks for the name scope. */
export const SocialProvider = z.enum(['google', 'apple']);
export type SocialProvider = z.infer<typeof SocialProvider>;
/** A provider's signed id token (a compact JWS); the server verifies it, never a client-sent id. */
const IdToken = z.string().min(1, 'Campo obrigatório').max(8000);
/** The random value the app sent to the provider; the token must carry it, once (no replay). */
const Nonce = z.string().min(16, 'Campo obrigatório').max(200);
/** The server's short-lived proof of a verified social identity (a 206 answer), for the register steps. */
const SocialTicket = z.string().min(16, 'Campo obrigatório').max(200);

const requireSocialNonce = (b: { g_token?: string; nonce?: string }, ctx: z.RefinementCtx) => {
  if (b.g_token && !b.nonce) ctx.addIssue({ code: 'custom', message: 'Campo obrigatório', path: ['nonce'] });
};

// A customer signs up with a phone or an e-mail; staff may create one with neither (spec 1 §6
// 'place orders without phone or CPF'): the server checks which applies.
export const CreateUserBody = z.object({
  username: FullName,
  phone: Phone.optional(),
  email: Email.optional(),
  password: Password.optional(),
  cpf: CpfCnpj.optional(),
  birthdate: BirthDate.optional(),
  photo: z.string().url().max(500).optional(),
  /** Only honoured for staff creating a customer. */
  master_account: z.boolean().optional(),
  /** The authCode of a shared link; kept on the user for the order it came from. */
  code: z.string().max(100).optional(),
  /** The ticket of a 206 login answer (a verified Google or Apple identity): no password needed. */
  social_id: SocialTicket.optional(),
  service_supplier_id: z.string().max(100).optional(),
});

export const LoginBody = z
  .object({
    object_type: z.literal(2, { error: wholeNumberMessage('fieldLoginKind', 2, 2) }).optional(),
    phone: Phone.optional(),
    email: Email.optional(),
    password: z.string().min(1, 'Campo obrigatório').max(200).optional(),
    /** Social sign-in (spec 3 §3): the provider's id token, which provider, and the nonce sent to it. */
    g_token: IdToken.optional(),
    provider: SocialProvider.optional(),
    nonce: Nonce.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.g_token) return requireSocialNonce(b, ctx);
    if (!b.phone && !b.email)
      ctx.addIssue({ code: 'custom', message: 'Informe seu número para contato', path: ['phone'] });
    else if (!b.password) ctx.addIssue({ code: 'custom', message: 'Campo obrigatório', path: ['password'] });
  });

export const Empty = z.object({});
export const Done = z.object({ done: z.literal(true) });

export const ReadUserInfoResponse = UserView.extend({
  manager: ManagerView.nullable(),
  /** The staff member acting as this customer (managerlogin), shown on every screen; null otherwise. */
  acting_by: z.string().nullable().optional(),
  /**
   * The person's saved addresses, default first (global across places: decision 012). readuserinfo
   * always sends it; optional in the type so the user from a login answer can stand in until then.
   */
  address_list: z.array(Address).optional(),
});

export const GetUserBody = z.object({ user_id: z.uuid('Cliente não encontrado.') });

export const UpdateUserBody = z.object({
  username: FullName.optional(),
  email: Email.optional(),
  cpf: CpfCnpj.optional(),
  birthdate: BirthDate.optional(),
  photo: z.string().url().max(500).nullable().optional(),
  referred_by: z.string().min(1).max(100).optional(),
  password: Password.optional(),
  /** Needed to change the password, except right after a password reset by SMS. */
  current_password: z.string().max(200).optional(),
});
export const UpdateUserResponse = z.object({ user: UserView, message: z.string() });

export const UpdateUserCustomBody = z.object({
  phone: Phone,
  payload: z.object({
    services_type: z.array(z.string().max(100)).max(50).optional(),
    blocked: z.boolean().optional(),
    advertising_blocked: z.boolean().optional(),
    block_app_payment: z.boolean().optional(),
  }),
});

export const PinSentResponse = z.object({
  sent: z.literal(true),
  /** Seconds before another SMS may be asked for (60 first, 120 after a resend). */
  resend_in: z.number().int(),
  expires_in: z.number().int(),
});

export const ValidatePhoneBody = z.object({ pin_number: Pin });

export const ResetPasswordSmsBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SEND'), phone_number: Phone }),
  z.object({ type: z.literal('VALIDATE'), phone_number: Phone, pin_number: Pin }),
]);
export const ResetPasswordSmsResponse = z.union([
  PinSentResponse,
  z.object({ login: z.object({ token: z.string() }) }),
]);

export const IdentifyUserBody = z.object({
  phone: Phone,
  pin_number: Pin.optional(),
  /** A 206 ticket: the SMS code proves the phone, then the social identity joins that account. */
  social_id: SocialTicket.optional(),
});
export const IdentifyUserResponse = z.union([
  PinSentResponse.extend({ exists: z.boolean() }),
  SessionResponse.extend({ login: z.object({ token: z.string() }) }),
]);

export const ManagerLoginBody = z.object({ user_id: z.uuid('Cliente não encontrado.') });

export const RegisterDeviceBody = z.object({
  push_token: z.string().min(1).max(2000),
  // Small codes (the app sends os 2, type 2); bounded so no value overflows the integer column.
  os: boundedInt('fieldDeviceOs', 0, 99).optional(),
  type: boundedInt('fieldDeviceType', 0, 99).optional(),
});
