// Phones, e-mails and client addresses no other test uses. Rate limits count per phone and per
// address, and test files run in parallel on one database: each file takes its own phone prefix
// and its own second octet, so two files never share one.

/** `${prefix}` + 5 digits of the clock + a 3-digit sequence: 11 digits, a new one each call. */
export function uniquePhones(prefix: string): () => string {
  let seq = 0;
  return () =>
    `${prefix}${String(Date.now() % 100_000).padStart(5, '0')}${String(seq++).padStart(3, '0')}`.slice(0, 11);
}

/** 10.`net`.x.y, a new address each call (200 to a block). */
export function uniqueIps(net: number): () => string {
  let seq = 0;
  return () => `10.${net}.${Math.floor(seq / 200)}.${seq++ % 200}`;
}

/** `${name}${n}@${domain}`, a new address each call. */
export function uniqueEmails(name: string, domain: string): () => string {
  let seq = 0;
  return () => `${name}${seq++}-${Date.now() % 100_000}@${domain}`;
}
