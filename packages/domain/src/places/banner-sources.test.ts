import { describe, expect, it } from 'vitest';
import { bannerKey, bannerSrcset } from './banner-sources.ts';

describe('bannerSrcset', () => {
  it('names the phone copy beside a banner whose name carries a width over 800 px', () => {
    expect(bannerSrcset('/uploads/demo/cantina/banner.1200w.webp')).toBe(
      '/uploads/demo/cantina/banner.800w.webp 800w, /uploads/demo/cantina/banner.1200w.webp 1200w',
    );
    expect(bannerSrcset(`https://cdn.example/${bannerKey('places/1/theme/banner-ab', 1000)}`)).toBe(
      'https://cdn.example/places/1/theme/banner-ab.800w.webp 800w, https://cdn.example/places/1/theme/banner-ab.1000w.webp 1000w',
    );
  });

  it('answers null for banners without a copy: older names, outside URLs, narrow banners', () => {
    expect(bannerSrcset('/uploads/demo/cantina/banner.webp')).toBeNull();
    expect(bannerSrcset('https://img.example/porto/banner.webp?w=1200&q=80')).toBeNull();
    expect(bannerSrcset('/uploads/places/1/theme/banner-ab.800w.webp')).toBeNull();
    expect(bannerSrcset('/uploads/places/1/theme/banner-ab.640w.webp')).toBeNull();
  });
});
