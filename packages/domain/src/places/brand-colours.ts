import {
  convertLabToLch,
  convertLchToLab,
  convertOklabToRgb,
  convertRgbToLrgb,
  convertRgbToOklab,
  parseHex,
} from 'culori/fn';

// The white-label colour and the shades derived from it so every use stays readable (WCAG AA,
// docs/decisions/069). The brand colour itself is kept for fills (toolbar, buttons, chips); text and
// lines drawn in the brand colour on light surfaces use a darkened shade of the same hue.
// culori does the colour-space maths (sRGB, linear RGB, OKLab/OKLCH). Only its plain conversion
// functions are imported: its parsers, formatters and mode registry would add ~7 KB gzipped to the
// entry chunk, which applies the theme before the first screen.

type Rgb = { mode: 'rgb'; r: number; g: number; b: number };
type Oklch = { mode: 'oklch'; l: number; c: number; h?: number };

const parse = (hex: string): Rgb => {
  const c = parseHex(hex) as Rgb | undefined;
  return c ?? { mode: 'rgb', r: 0, g: 0, b: 0 };
};
const hexOf = (c: Rgb): string =>
  `#${[c.r, c.g, c.b]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const toOklch = (c: Rgb): Oklch => ({ ...convertLabToLch(convertRgbToOklab(c)), mode: 'oklch' }) as Oklch;
const fromOklch = (c: Oklch): Rgb => convertOklabToRgb(convertLchToLab(c as never)) as Rgb;
const inGamut = (c: Rgb) => [c.r, c.g, c.b].every((v) => v >= -1e-6 && v <= 1 + 1e-6);

/** WCAG 2 relative luminance (from linear RGB). */
const luminance = (hex: string): number => {
  const { r, g, b } = convertRgbToLrgb(parse(hex));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const DEFAULT_BRAND_COLOR = '#c2410c';
/** Normal text (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;
/** Borders, icons, focus rings, selected states (WCAG 1.4.11). */
export const UI_CONTRAST = 3;

const HEX6 = /^#[0-9a-f]{6}$/i;
const WHITE = '#ffffff';
/** The page background (--color-bg); brand text sits on it as well as on white cards. */
const PAGE_BG = '#f6f6f7';
/** How much brand goes into the tinted background (selected rows, soft buttons). */
const SOFT_SHARE = 0.12;

export interface BrandShades {
  /** The colour as chosen: fills (toolbar, main buttons, selected chip). */
  primary: string;
  /** Black or white, whichever reads better on `primary`. */
  onPrimary: '#000000' | '#ffffff';
  /** Brand as text on white, the page background and `soft`: at least 4.5:1. */
  ink: string;
  /** Brand as border, icon or focus ring on the same backgrounds: at least 3:1. */
  line: string;
  /** A light tint of the brand for selected rows and soft buttons. */
  soft: string;
  /** Whether the chosen colour was too light to be text on white, so `ink` is a darker shade. */
  adjusted: boolean;
  /** The contrast each pairing reaches (the worst background for ink and line). */
  contrast: { onPrimary: number; ink: number; line: number };
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const round2 = (n: number) => Math.floor(n * 100) / 100;

/** Black or white, whichever has the higher contrast on `hex` (never below 4.58:1). */
export function onColor(hex: string): '#000000' | '#ffffff' {
  if (!HEX6.test(hex.trim())) return '#ffffff';
  return contrastRatio(hex, '#000000') > contrastRatio(hex, WHITE) ? '#000000' : '#ffffff';
}

const worstContrast = (hex: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((bg) => contrastRatio(hex, bg)));

/** The colour at this OKLCH lightness and hue with the most chroma sRGB can show (bisection on chroma). */
function inSrgb(c: Oklch): Rgb {
  const full = fromOklch(c);
  if (inGamut(full)) return full;
  let low = 0;
  let high = c.c;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (inGamut(fromOklch({ ...c, c: mid }))) low = mid;
    else high = mid;
  }
  return fromOklch({ ...c, c: low });
}

/**
 * The lightest shade of `hex` (same OKLCH hue, chroma kept inside sRGB) that reaches `target` on every
 * background. Darkening in OKLCH keeps the hue the eye sees, where darkening in RGB drifts yellow to
 * olive-brown. Black is the floor and always reaches 21:1 on white, so an answer always exists.
 */
export function readableShade(hex: string, backgrounds: readonly string[], target: number): string {
  if (worstContrast(hex, backgrounds) >= target) return hex.toLowerCase();
  const start = toOklch(parse(hex));
  const shadeAt = (l: number) => hexOf(inSrgb({ ...start, l }));
  let low = 0;
  let high = start.l;
  // Bisection on lightness: contrast grows as lightness falls.
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (worstContrast(shadeAt(mid), backgrounds) >= target) low = mid;
    else high = mid;
  }
  const shade = shadeAt(low);
  return worstContrast(shade, backgrounds) >= target ? shade : '#000000';
}

/** Every shade the theme needs from the place's colour; anything not #RRGGBB falls back to the default. */
export function brandShades(color: string): BrandShades {
  const primary = HEX6.test(color.trim()) ? color.trim().toLowerCase() : DEFAULT_BRAND_COLOR;
  // As CSS color-mix(in srgb, brand 12%, white).
  const p = parse(primary);
  const soft = hexOf({
    mode: 'rgb',
    r: 1 + (p.r - 1) * SOFT_SHARE,
    g: 1 + (p.g - 1) * SOFT_SHARE,
    b: 1 + (p.b - 1) * SOFT_SHARE,
  });
  const backgrounds = [WHITE, PAGE_BG, soft];
  const onPrimary = onColor(primary);
  const ink = readableShade(primary, backgrounds, TEXT_CONTRAST);
  const line = readableShade(primary, backgrounds, UI_CONTRAST);
  return {
    primary,
    onPrimary,
    ink,
    line,
    soft,
    // Tiny shifts (the default darkens by 1% to hold 4.5:1 on its own tint) are not worth a note.
    adjusted: contrastRatio(primary, WHITE) < TEXT_CONTRAST,
    contrast: {
      onPrimary: round2(contrastRatio(primary, onPrimary)),
      ink: round2(worstContrast(ink, backgrounds)),
      line: round2(worstContrast(line, backgrounds)),
    },
  };
}

/**
 * The page's CSS custom properties for a brand colour (decision 069): fills, the black or white on
 * them, and the shades that read as text and lines on light surfaces. The web sets them on the page
 * root; the server writes them into the page it sends (decision 256).
 */
export function brandVariables(color: string): Record<string, string> {
  const s = brandShades(color);
  return {
    '--color-primary': s.primary,
    '--color-on-primary': s.onPrimary,
    '--color-primary-ink': s.ink,
    '--color-primary-line': s.line,
    '--color-primary-soft': s.soft,
  };
}
