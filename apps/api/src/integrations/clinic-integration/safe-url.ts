import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One resolved address, as `dns.lookup(host, { all: true })` answers. */
export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to all its addresses (the system resolver; tests pass a fake). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true });

/** Ranges a server must never be sent to by a place's setting (SSRF): only public unicast addresses. */
function isPublic(address: string): boolean {
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** Where one integration call goes: the URL and the addresses its host was checked at (resolved once). */
export type CheckedTarget = { url: URL; addresses: ResolvedAddress[] };

/**
 * The URL of an integration call, checked before each request (decisions 158, 194): https only, no
 * credentials, and a host whose every address is public. The host is resolved ONCE here; the
 * request then connects only to these addresses (`pinnedLookup`), so a DNS answer that changes
 * after the check (rebinding) is never used. `allowPrivate` (development and tests: a local fake)
 * skips the scheme and address checks but still pins what it resolved.
 */
export async function checkedTarget(
  baseUrl: string,
  path: string,
  opts: { allowPrivate: boolean; resolve?: Resolver },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(`api/${path}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new Error('integration url invalid');
  }
  if (url.protocol !== 'https:' && !(opts.allowPrivate && url.protocol === 'http:')) {
    throw new Error(opts.allowPrivate ? 'integration url must be http(s)' : 'integration url must be https');
  }
  if (!opts.allowPrivate && (url.username || url.password)) {
    throw new Error('integration url must not carry credentials');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolver)(host);
    } catch {
      throw new Error('integration host does not resolve');
    }
  }
  if (addresses.length === 0) throw new Error('integration host does not resolve');
  if (!opts.allowPrivate && !addresses.every((a) => isPublic(a.address))) {
    throw new Error('integration host is not public');
  }
  return { url, addresses };
}

/** The checked URL alone (decision 158's check; kept for callers that only validate a setting). */
export async function checkedUrl(baseUrl: string, path: string, opts: { allowPrivate: boolean; resolve?: Resolver }) {
  return (await checkedTarget(baseUrl, path, opts)).url;
}

/**
 * A `lookup` for the connection (node's net/tls `lookup` option) that answers only the addresses
 * that were checked, whatever name it is asked for: the socket connects to what passed the check,
 * and the system resolver is not asked a second time. Answers in both shapes node asks for (one
 * address, or `all` when it tries IPv4 and IPv6 in turn).
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' ? options.family : options;
    const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    if (wanted.length === 0) {
      const error = Object.assign(new Error('no checked address of this family'), { code: 'ENOTFOUND' });
      (callback as (e: Error) => void)(error);
      return;
    }
    if (typeof options === 'object' && options.all) {
      (callback as (e: null, all: ResolvedAddress[]) => void)(null, wanted);
      return;
    }
    const [first] = wanted as [ResolvedAddress];
    callback(null, first.address, first.family);
  };
}
