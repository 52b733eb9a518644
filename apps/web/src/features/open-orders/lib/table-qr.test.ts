import { describe, expect, it } from 'vitest';
import { homeLink, qrSheetHtml, spotCode } from './table-qr.ts';

describe('table QR codes', () => {
  it('links a table of the usual kind by its number, other spots by their name', () => {
    expect(spotCode('table', 'Mesa 5', 'table')).toBe('5');
    expect(spotCode('room', 'Quarto 12', 'table')).toBe('Quarto 12');
    expect(homeLink('https://x.app', '/p/bar-do-porto', 'Chalé Mirante')).toBe(
      'https://x.app/p/bar-do-porto/home/Chal%C3%A9%20Mirante',
    );
  });

  it('prints an A4 sheet with the code beside each QR, escaping what it prints', () => {
    const html = qrSheetHtml(
      [
        {
          name: 'Mesa 5',
          tableCode: 'K7QX',
          codeLabel: 'Código da mesa',
          link: 'https://x.app/home/5',
          image: 'data:image/png;base64,AA',
        },
        {
          name: 'Chalé Mirante',
          tableCode: 'M2PD',
          codeLabel: 'Código do chalé',
          link: 'https://x.app/home/Chal%C3%A9%20Mirante',
          image: 'data:image/png;base64,CC',
        },
        {
          name: '<b>',
          tableCode: null,
          codeLabel: 'Código da mesa',
          link: 'https://x.app/home/6',
          image: 'data:image/png;base64,BB',
        },
      ],
      { title: 'QR Codes das mesas' },
    );
    expect(html).toContain('size:A4');
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html).toContain('Código da mesa: K7QX');
    // Each spot's code under its kind's word (decision 207).
    expect(html).toContain('Código do chalé: M2PD');
    // A number without a table code prints no code line; the link never carries the code.
    expect(html.match(/Código da mesa/g)).toHaveLength(1);
    expect(html).not.toContain('home/5?');
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });
});
