import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, onColor, readableShade, TEXT_CONTRAST, UI_CONTRAST } from './brand-colours.ts';

const PAGE_BG = '#f6f6f7';

describe('onColor', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(onColor('#c2410c')).toBe('#ffffff');
    expect(onColor('#1d4ed8')).toBe('#ffffff');
    expect(onColor('#fde047')).toBe('#000000');
    expect(onColor('#ffe066')).toBe('#000000');
    expect(onColor('not a colour')).toBe('#ffffff');
  });
});

describe('brandShades', () => {
  it('keeps a dark enough colour as it is', () => {
    const s = brandShades('#1D4ED8');
    expect(s).toMatchObject({ primary: '#1d4ed8', ink: '#1d4ed8', line: '#1d4ed8', onPrimary: '#ffffff' });
    expect(s.adjusted).toBe(false);
  });

  it('darkens light yellow and mint for text and lines, keeping the fill', () => {
    for (const colour of ['#ffe066', '#a8e6cf']) {
      const s = brandShades(colour);
      expect(s.primary).toBe(colour);
      expect(s.onPrimary).toBe('#000000');
      expect(s.adjusted).toBe(true);
      for (const bg of ['#ffffff', PAGE_BG, s.soft]) {
        expect(contrastRatio(s.ink, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(s.line, bg)).toBeGreaterThanOrEqual(UI_CONTRAST);
      }
      // The line shade is lighter than the text shade: closer to the chosen colour.
      expect(contrastRatio(s.line, '#ffffff')).toBeLessThan(contrastRatio(s.ink, '#ffffff'));
    }
  });

  it('keeps the hue when darkening (yellow stays warm, not grey)', () => {
    const ink = brandShades('#ffe066').ink;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(ink.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(b + 40);
    expect(g).toBeGreaterThan(b + 20);
  });

  it('stays close to the limit instead of going to black', () => {
    expect(contrastRatio(brandShades('#ffe066').ink, '#ffffff')).toBeLessThan(5.5);
  });

  it('falls back to the default colour on bad input', () => {
    expect(brandShades('yellow').primary).toBe('#c2410c');
  });

  it('makes every colour readable: no colour has to be refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const s = brandShades(`#${n.toString(16).padStart(6, '0')}`);
        expect(contrastRatio(s.primary, s.onPrimary)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(s.contrast.ink).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(s.contrast.line).toBeGreaterThanOrEqual(UI_CONTRAST);
      }),
      { numRuns: 400 },
    );
  });

  it('white as the brand ends on a near-black shade for text', () => {
    expect(contrastRatio(readableShade('#ffffff', ['#ffffff'], TEXT_CONTRAST), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
