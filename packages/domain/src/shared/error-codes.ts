// The closed set of `code`s an error answer carries (the envelope's error.code). The message travels
// with the code and is shown verbatim; the code is for clients that must react (the web lists the
// ones it handles in lib/api-errors.ts). A new code is added here, or the server does not compile.

export const ERROR_CODES = [
  // Any call
  'validation',
  'not_found',
  'access_denied',
  'rate_limited',
  'payload_too_large',
  'internal',
  /** Made by the client when the network fails (no answer at all). */
  'connection',
  // Users, sessions, PINs, staff
  'user_not_found',
  'user_exists',
  'wrong_password',
  'pin_error',
  'pin_resend_too_soon',
  'phone_required',
  'user_blocked',
  'sms_failed',
  'acting_not_allowed',
  'not_staff',
  'already_staff',
  'owner_only',
  'owner_not_removable',
  'link_invalid',
  'link_used',
  'link_expired',
  /** Google or Apple sign-in: the id token failed a check (signature, issuer, audience, expiry, nonce). */
  'social_token_invalid',
  /** The 206 ticket of a social identity is unknown, used or expired: sign in with the provider again. */
  'social_ticket_invalid',
  /** The social identity already belongs to another account. */
  'social_taken',
  /** Not a failure: HTTP 206, 'register, then log in' (spec 3 §2.4), with the ticket in error.social. */
  'social_register',
  // Places and settings
  'slug_taken',
  'name_taken',
  'seller_taken',
  'seller_unreachable',
  'seller_unverified',
  'postal_unavailable',
  /** A clinic-only call (CallRoute.clinic) at a place that is not a clinic (decision 206). */
  'clinic_only',
  // A clinic's own patient system did not answer (decision 185).
  'integration_unavailable',
  // Cart and orders
  'product_change',
  'combo',
  'stock',
  'service_type',
  'order_caps',
  'order_total',
  'address',
  'pending_order',
  'place_closed',
  'min_order',
  'status_change',
  'order_locked',
  'order_paid',
  'agenda_unavailable',
  'agenda_slot_taken',
  'order_not_rateable',
  'order_already_rated',
  // Scheduling (clinic)
  'supplier_not_found',
  'appointment_taken',
  'appointment_overlap',
  'appointment_booked',
  'attendancy_status',
  /** Clinic split rules (spec 2 §3–§4): the chosen split cannot apply to the cart. */
  'split_error',
  // Coupons and cashback (coupon refusals carry numeric codes, COUPON_ERROR)
  'coupon_empty',
  'loyalty_disabled',
  'cashback_code_not_found',
  'cashback_code_expired',
  'cashback_code_exhausted',
  'cashback_code_used',
  'cashback_below_zero',
  'cashback_above_max',
  // Open accounts (tables, tabs, rooms)
  'open_order_taken',
  'open_order_code',
  'table_code',
  'open_order_closed',
  'open_order_member',
  'open_order_balance',
  // Payments
  'payment_error',
  'payment_pending',
  'payment_unavailable',
  'signature_unavailable',
  'payment_locked',
  'payment_declined',
  'payment_timeout',
  'payment_not_confirmed',
  'app_payment_blocked',
  'card_error',
  'card_invalid',
  // Marketplace and branches
  /** The place runs no marketplace (or is not a brand) for this call. */
  'marketplace_off',
  /** Linking a branch needs the caller to own that place too. */
  'place_not_owned',
  // Patients and the clinical record
  /** Another patient of the place has this CPF/CNPJ. */
  'patient_exists',
  /** A consent was given under a text version that is no longer the current one. */
  'consent_outdated',
  // Access requests of the new-user flow (decision 122)
  /** The request was already approved or refused. */
  'access_request_decided',
  /** The place lets this person in without a request (flow off, master account, staff). */
  'access_not_needed',
  /** The place has not let this person in yet: they ask on RequestAccess first. */
  'access_required',
  // Counter tools: saved carts and merged accounts
  'cart_code_not_found',
  'merge_not_customer',
  // Hotel check-in (decision 105)
  /** A room's account takes orders only after a check-in (spec 1 §6). */
  'checkin_required',
  'bill_part_in_flight',
  'print_failed',
  // Patient files and photos (decisions 160–163)
  /** Sharing a before/after result needs the patient's current image consent (CFM 2.336/2023). */
  'consent_required',
  // Links patients fill in (decision 166)
  /** The clinic revoked this link. */
  'link_revoked',
  /** An anamnesis answered under a form version that does not exist. */
  'anamnesis_version_unknown',
  // Patient CRM (decision 144)
  /** The manager already has a saved filter with this name. */
  'crm_filter_name_taken',
  /** The chat tool (sales funnel) did not answer. */
  'chat_unavailable',
  // WhatsApp automatic messages (decisions 150–154)
  /** The WhatsApp provider did not answer or refused (templates, numbers, a send). */
  'whatsapp_unavailable',
  'automatic_message_limit',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
