/**
 * A store banner's phone-sized copy (decision 243). An uploaded (or seeded) banner wider than
 * BANNER_PHONE_WIDTH is stored twice: `<name>.<width>w.webp` (up to 1200 px wide) and
 * `<name>.<BANNER_PHONE_WIDTH>w.webp` beside it. The width in the name is how the page and the
 * store header know the copy exists without asking the storage; a banner named otherwise (uploaded
 * before, or an outside URL) has none and is shown as it is.
 */
export const BANNER_PHONE_WIDTH = 800;

/**
 * The banner's display width: the whole phone screen; from 600 px the page's width less its 24 px
 * margins, at most 1,072 px (index.html's `.boot-banner` and the store header's CSS).
 */
export const BANNER_SIZES = '(min-width: 600px) min(1072px, calc(100vw - 48px)), 100vw';

const WIDTH_IN_NAME = /\.(\d{3,4})w\.webp$/;

/** The stored name of a banner `width` px wide (the phone copy's too). */
export const bannerKey = (base: string, width: number) => `${base}.${width}w.webp`;

/**
 * `srcset` for a banner with a phone copy, or null (a banner named otherwise, or not wider than
 * the copy). 800 px: a 412 px phone at 1.75 device pixels per CSS pixel (Lighthouse's) needs 721.
 */
export function bannerSrcset(url: string): string | null {
  const match = WIDTH_IN_NAME.exec(url);
  const width = Number(match?.[1]);
  if (!match || !(width > BANNER_PHONE_WIDTH)) return null;
  const phone = `${url.slice(0, match.index)}.${BANNER_PHONE_WIDTH}w.webp`;
  return `${phone} ${BANNER_PHONE_WIDTH}w, ${url} ${width}w`;
}
