import { contrastRatio } from '@app/domain/places/brand-colours';
import { describe, expect, it } from 'vitest';
import { onColor, themeVariables } from './theme.ts';

describe('onColor', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(onColor('#c2410c')).toBe('#ffffff');
    expect(onColor('#1d4ed8')).toBe('#ffffff');
    expect(onColor('#fde047')).toBe('#000000');
    expect(onColor('#fff')).toBe('#ffffff');
    expect(onColor('not a colour')).toBe('#ffffff');
  });
});

describe('themeVariables', () => {
  it('keeps the default colour for fills and text', () => {
    const v = themeVariables('#c2410c');
    expect(v['--color-primary']).toBe('#c2410c');
    expect(v['--color-on-primary']).toBe('#ffffff');
    expect(v['--color-primary-line']).toBe('#c2410c');
  });

  it('gives a light yellow readable text and line shades on white', () => {
    const v = themeVariables('#FFE066');
    expect(v['--color-primary']).toBe('#ffe066');
    expect(v['--color-on-primary']).toBe('#000000');
    expect(contrastRatio(v['--color-primary-ink'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v['--color-primary-line'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(v['--color-primary-ink'] ?? '', v['--color-primary-soft'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
