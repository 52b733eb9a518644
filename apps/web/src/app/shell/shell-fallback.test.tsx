import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { dropBootBanner, firstScreenBanner, readBootBanner } from '../first-screen.ts';
import { ShellFallback } from './shell-fallback.tsx';

/** A page whose loading screen does or does not carry the server's banner (index.html, decision 232). */
function pageWith(src: string | null) {
  const banner = { getAttribute: (name: string) => (name === 'src' ? src : null), removed: false, remove() {} };
  banner.remove = () => {
    banner.removed = true;
  };
  return {
    banner,
    querySelector: (selector: string) => (selector === 'body > img.boot-banner' && src !== null ? banner : null),
  };
}

const prelogin = { restaurant_data: { slug: 'cantina-da-praca', restaurantname: 'Cantina da Praça' } };

afterEach(() => readBootBanner(pageWith(null)));

describe('ShellFallback', () => {
  it("draws no banner of its own: the server's stays in the page until the first screen shows", () => {
    const page = pageWith('/uploads/demo/cantina-da-praca/banner.webp');
    readBootBanner(page);
    const { container } = renderWithApp(<ShellFallback />, { prelogin });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.boot-store .boot-spinner')).not.toBeNull();
    expect(screen.getByText('Carregando')).toBeTruthy();
    expect(firstScreenBanner()).toBe('/uploads/demo/cantina-da-praca/banner.webp');
    dropBootBanner();
    expect(page.banner.removed).toBe(true);
    expect(firstScreenBanner()).toBeNull();
  });

  it('is the spinner alone on every other page', () => {
    readBootBanner(pageWith(null));
    const { container } = renderWithApp(<ShellFallback />, { prelogin });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Carregando')).toBeTruthy();
  });
});
