/** Limits on guessing and on SMS cost; windows in seconds. Chosen in docs/decisions/004-login-and-pin-limits.md. */
export const LIMITS = {
  /** Failed logins per phone or e-mail: the brute-force guard; successful logins do not count. */
  loginFailuresPerIdentity: { limit: 10, window: 15 * 60 },
  loginPerIp: { limit: 100, window: 15 * 60 },
  checkUserPerIp: { limit: 300, window: 15 * 60 },
  createUserPerIp: { limit: 50, window: 60 * 60 },
  pinSendsPerPhone: { limit: 5, window: 60 * 60 },
  pinSendsPerIp: { limit: 100, window: 60 * 60 },
  pinChecksPerIp: { limit: 100, window: 15 * 60 },
} as const;

export const PIN_TTL_SECONDS = 10 * 60;
export const PIN_ATTEMPTS = 5;
export const PASSWORD_RESET_WINDOW_SECONDS = 15 * 60;

/**
 * How long a session of staff acting as a customer (managerlogin, createuser by staff) lasts: one
 * service shift's phone order or counter sale, not the customer's 60 days (decision 046).
 */
export const ACTING_SESSION_SECONDS = 2 * 60 * 60;
