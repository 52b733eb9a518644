import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { readBootBanner } from '../first-screen.ts';
import { ShellFallback } from './shell-fallback.tsx';

/** A page whose loading screen does or does not carry the server's banner (index.html, decision 228). */
const pageWith = (src: string | null) => ({
  querySelector: (selector: string) =>
    selector === '#root img.boot-banner' && src !== null
      ? { getAttribute: (name: string) => (name === 'src' ? src : null) }
      : null,
});

const prelogin = { restaurant_data: { slug: 'cantina-da-praca', restaurantname: 'Cantina da Praça' } };

afterEach(() => readBootBanner(pageWith(null)));

describe('ShellFallback', () => {
  it("keeps the banner the server's loading screen showed, where the store header shows it", () => {
    readBootBanner(pageWith('/uploads/demo/cantina-da-praca/banner.webp'));
    const { container } = renderWithApp(<ShellFallback />, { prelogin });
    const banner = container.querySelector('img.boot-banner');
    expect(banner?.getAttribute('src')).toBe('/uploads/demo/cantina-da-praca/banner.webp');
    expect(banner?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('Carregando')).toBeTruthy();
  });

  it('is the spinner alone on every other page', () => {
    readBootBanner(pageWith(null));
    const { container } = renderWithApp(<ShellFallback />, { prelogin });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Carregando')).toBeTruthy();
  });
});
