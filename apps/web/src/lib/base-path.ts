// Spec 3 §2.2: the app may run under a /p/{place}/ prefix; the prefix names the place and is the
// router's basename. Without it the server's default place answers.

export type BasePath = {
  /** '' at the root, '/p/{place}' under a place prefix; the router's basename. */
  basename: string;
  /** The place id or slug from the prefix, or null when the request names no place. */
  place: string | null;
};

const PLACE_PREFIX = /^\/p\/([^/?#]+)(?=\/|$)/;

export function parseBasePath(pathname: string): BasePath {
  const match = PLACE_PREFIX.exec(pathname);
  if (!match?.[1]) return { basename: '', place: null };
  const place = decodeURIComponent(match[1]);
  return { basename: `/p/${encodeURIComponent(place)}`, place };
}

/**
 * A redirect target from a query string, kept only when it is a path inside the app: an absolute
 * URL or a protocol-relative '//host' would send the person to another site after login.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where choosing a place reloads the app: /p/{place} followed by the redirect or '/'. */
export function placeUrl(place: string, redirect?: string | null): string {
  return `/p/${encodeURIComponent(place)}${safeRedirect(redirect) ?? '/'}`;
}

/** Reloads the whole app inside another place (a full load: settings, colours and storage change). */
export function choosePlace(place: string, redirect?: string | null): void {
  window.location.assign(placeUrl(place, redirect));
}

/** The base path of the page this bundle was loaded on (computed once: it cannot change without a reload). */
export const basePath: BasePath =
  typeof window === 'undefined' ? { basename: '', place: null } : parseBasePath(window.location.pathname);
