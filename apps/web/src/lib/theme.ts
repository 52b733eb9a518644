import { brandVariables, onColor } from '@app/domain/places/brand-colours';

// White-label colours (docs/decisions/069): the place's colour fills (--color-primary) with black or
// white on top (--color-on-primary); text and lines drawn in the brand colour on light surfaces use
// shades darkened until they read (--color-primary-ink 4.5:1, --color-primary-line 3:1).

export { onColor };

const HEX = /^#([0-9a-f]{6})$/i;

/** The CSS custom properties for a brand colour, as set on the page root. */
export const themeVariables = brandVariables;

/**
 * Sets the place's colour on the page. The server's page already carries the shades of the place's
 * colour (`<style id="place-theme" data-color>`, decision 256): then nothing is computed on load.
 */
export function applyPrimaryColor(color: string): void {
  if (!HEX.test(color.trim())) return;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  const inPage = document.getElementById('place-theme')?.dataset.color;
  if (inPage === color.trim().toLowerCase() && !document.documentElement.style.getPropertyValue('--color-primary'))
    return;
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(color))) root.setProperty(name, value);
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
