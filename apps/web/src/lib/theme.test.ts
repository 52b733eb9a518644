// @vitest-environment happy-dom
import { contrastRatio } from '@app/domain/places/brand-colours';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPrimaryColor, onColor, themeVariables } from './theme.ts';

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

describe('applyPrimaryColor', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '';
  });

  it("computes nothing when the server's page carries the same colour (decision 256)", () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#c2410c"><style id="place-theme" data-color="#0e7490"></style>';
    applyPrimaryColor('#0E7490');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0E7490');
  });

  it('sets the shades when the page has none, another colour, or a colour set since', () => {
    applyPrimaryColor('#0e7490');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0e7490');
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '<style id="place-theme" data-color="#0e7490"></style>';
    applyPrimaryColor('#FFE066');
    expect(document.documentElement.style.getPropertyValue('--color-on-primary')).toBe('#000000');
    // Back to the page's colour after a change on the theme screen: the inline one must go too.
    applyPrimaryColor('#0e7490');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0e7490');
  });
});
