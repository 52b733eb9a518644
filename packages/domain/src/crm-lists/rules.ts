// The clinic's CRM admin lists (spec 2 §3, §7, §8; decisions 140–142): cancellation reasons,
// campaigns, first contacts, organisations and contact types, and a patient's lead origin.

/** The kinds a contact type can be (spec 2 §3 'Contact types'). */
export const CONTACT_TYPE_KINDS = [
  'none',
  'employee',
  'customer',
  'handler',
  'system',
  'forwarding_employee',
  'forwarding_customer',
] as const;
export type ContactTypeKind = (typeof CONTACT_TYPE_KINDS)[number];

/** Longest name of any list entry. */
export const CRM_NAME_MAX = 120;
/** A campaign's message (what the campaign says, e.g. the ad's text). */
export const CAMPAIGN_MESSAGE_MAX = 2000;
/** Free texts of a campaign or origin ('indicated by', 'indicating clinic', 'clinical indication'). */
export const CRM_TEXT_MAX = 200;
export const CLINICAL_INDICATION_MAX = 1000;
/** An organisation's notes. */
export const ORGANIZATION_NOTES_MAX = 1000;
/** The most entries one list answers (a clinic's lists are short; this bounds the answer). */
export const CRM_LIST_MAX = 1000;

/** The five lists, by the key the web and the tests use. */
export const CRM_LISTS = [
  'cancellation-reasons',
  'campaigns',
  'first-contacts',
  'organizations',
  'contact-types',
] as const;
export type CrmListKey = (typeof CRM_LISTS)[number];
