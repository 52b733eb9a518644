/**
 * Limits on guessing and on SMS cost; windows and locks in seconds. Chosen in
 * docs/decisions/048-pin-and-login-attempt-limits.md and 049-sms-impersonation-limits.md.
 */
export const LIMITS = {
  /**
   * Failed logins per account and IP: from the 5th failure in a day each one locks that pair for
   * 1 min, 2, 4... up to a day. A stranger who keeps failing locks only their own address.
   */
  loginFailuresPerAccountIp: { threshold: 5, window: 86_400, baseLock: 60, maxLock: 86_400 },
  /** The slower ceiling per account against guessing from many addresses. */
  loginFailuresPerAccount: { limit: 100, window: 86_400 },
  loginPerIp: { limit: 100, window: 15 * 60 },
  /** checkuser, identify-user and resetpasswordsms SEND tell whether a number has an account. */
  accountLookupsPerIp: { limit: 30, window: 10 * 60 },
  accountLookupsPerIpDaily: { limit: 300, window: 86_400 },
  accountLookupsPerIdentifier: { limit: 10, window: 60 * 60 },
  createUserPerIp: { limit: 50, window: 60 * 60 },
  pinSendsPerPhone: { limit: 5, window: 60 * 60 },
  pinSendsPerIp: { limit: 100, window: 60 * 60 },
  pinChecksPerIp: { limit: 100, window: 15 * 60 },
  /**
   * Wrong codes per phone across codes and purposes (a new code does not reset them): from the
   * 10th in a day each one locks the phone's code checks for 15 min, 30, 60... up to a day.
   */
  pinFailuresPerPhone: { threshold: 10, window: 86_400, baseLock: 15 * 60, maxLock: 86_400 },
  pinFailuresPerIp: { limit: 50, window: 86_400 },
  pinFailuresPerPlace: { limit: 500, window: 86_400 },
} as const;

/** Every text message, whatever its purpose (codes, team invitations). */
export const SMS_LIMITS = {
  /** To one phone, from every place together. */
  perRecipient: { limit: 10, window: 86_400 },
  /** Sent while a place is the caller's place (its codes and invitations). */
  perPlace: { limit: 200, window: 86_400 },
  /** Team invitations of one place. */
  invitesPerPlace: { limit: 20, window: 86_400 },
} as const;

export const PIN_TTL_SECONDS = 10 * 60;
export const PIN_ATTEMPTS = 5;
export const PASSWORD_RESET_WINDOW_SECONDS = 15 * 60;

/**
 * How long a session of staff acting as a customer (managerlogin, createuser by staff) lasts: one
 * service shift's phone order or counter sale, not the customer's 60 days (decision 046).
 */
export const ACTING_SESSION_SECONDS = 2 * 60 * 60;
