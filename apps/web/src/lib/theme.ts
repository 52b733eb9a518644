// White-label colours: the place's primary colour becomes --color-primary, with a readable text
// colour on top of it (--color-on-primary) and the browser's theme colour.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function onColor(hex: string): '#000000' | '#ffffff' {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white vs with black: white wins below ~0.179 luminance.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export function applyPrimaryColor(color: string): void {
  if (!HEX.test(color.trim())) return;
  const root = document.documentElement.style;
  root.setProperty('--color-primary', color);
  root.setProperty('--color-on-primary', onColor(color));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

/**
 * The place's name as the page title: the server writes it in the page it sends for /p/{slug}/, but
 * the service worker answers later visits with the generic page ('Pedido').
 */
export function applyPlaceTitle(name: string): void {
  if (name.trim()) document.title = name;
}

/**
 * Points the page at the place's own manifest (docs/decisions/030): the server links it in the shell
 * it serves under /p/{slug}/, but the service worker answers later navigations with the generic one.
 */
export function linkPlaceManifest(slug: string): void {
  const link = document.querySelector('link[rel="manifest"]');
  const href = `/p/${encodeURIComponent(slug)}/manifest.webmanifest`;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
