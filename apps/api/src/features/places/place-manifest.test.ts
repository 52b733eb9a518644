import { describe, expect, it } from 'vitest';
import { placeIndexHtml, placeManifest, shortName } from './place-manifest.ts';
import type { PlaceRow } from './places.tables.ts';

const row = { slug: 'bar-do-porto', name: 'Bar e Pousada do Porto', primaryColor: '#0e7490' } as PlaceRow;

describe('place manifest', () => {
  it('short names keep whole words', () => {
    expect(shortName('Cantina da Praça')).toBe('Cantina');
    expect(shortName('Bar e Pousada do Porto')).toBe('Bar');
    expect(shortName('Supercalifragilistico')).toBe('Supercalifra');
    expect(shortName('Pizzaria')).toBe('Pizzaria');
  });

  it('scopes the app to the place link', () => {
    expect(placeManifest(row)).toMatchObject({
      id: '/p/bar-do-porto/',
      start_url: '/p/bar-do-porto/',
      scope: '/p/bar-do-porto/',
      theme_color: '#0e7490',
    });
  });

  it("rewrites the shell's manifest, colour, title and touch icon, escaping the name", () => {
    const html =
      '<meta name="theme-color" content="#c2410c" /><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />' +
      '<title>Pedido</title><style>.boot{color:#c2410c;}</style><link rel="manifest" href="/manifest.webmanifest"></head>';
    const out = placeIndexHtml(html, { ...row, name: 'Bar <b>&</b>' });
    expect(out).toContain('<link rel="manifest" href="/p/bar-do-porto/manifest.webmanifest">');
    expect(out).toContain('<meta name="theme-color" content="#0e7490"');
    expect(out).toContain('<title>Bar &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(out).toContain('href="/p/bar-do-porto/icons/apple-touch-icon.png"');
    expect(out).toContain('.boot{color:#0e7490');
  });
});
