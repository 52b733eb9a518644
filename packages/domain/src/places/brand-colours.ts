import {
  clampChroma,
  converter,
  formatHex,
  interpolate,
  modeLrgb,
  modeOklch,
  modeRgb,
  useMode,
  wcagContrast,
} from 'culori/fn';

// The white-label colour and the shades derived from it so every use stays readable (WCAG AA,
// docs/decisions/069). The brand colour itself is kept for fills (toolbar, buttons, chips); text and
// lines drawn in the brand colour on light surfaces use a darkened shade of the same hue.

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklch);
const toOklch = converter('oklch');

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
  return wcagContrast(a, b);
}

const round2 = (n: number) => Math.floor(n * 100) / 100;

/** Black or white, whichever has the higher contrast on `hex` (never below 4.58:1). */
export function onColor(hex: string): '#000000' | '#ffffff' {
  if (!HEX6.test(hex.trim())) return '#ffffff';
  return wcagContrast(hex, '#000000') > wcagContrast(hex, WHITE) ? '#000000' : '#ffffff';
}

const worstContrast = (hex: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((bg) => wcagContrast(hex, bg)));

/**
 * The lightest shade of `hex` (same OKLCH hue, chroma kept inside sRGB) that reaches `target` on every
 * background. Darkening in OKLCH keeps the hue the eye sees, where darkening in RGB drifts yellow to
 * olive-brown. Black is the floor and always reaches 21:1 on white, so an answer always exists.
 */
export function readableShade(hex: string, backgrounds: readonly string[], target: number): string {
  if (worstContrast(hex, backgrounds) >= target) return hex.toLowerCase();
  const start = toOklch(hex);
  if (!start) return '#000000';
  const shadeAt = (l: number) => formatHex(clampChroma({ ...start, l }, 'oklch'));
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
  const soft = formatHex(interpolate([WHITE, primary], 'rgb')(SOFT_SHARE));
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
    adjusted: wcagContrast(primary, WHITE) < TEXT_CONTRAST,
    contrast: {
      onPrimary: round2(wcagContrast(primary, onPrimary)),
      ink: round2(worstContrast(ink, backgrounds)),
      line: round2(worstContrast(line, backgrounds)),
    },
  };
}
