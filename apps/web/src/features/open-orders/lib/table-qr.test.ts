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
        { name: 'Mesa 5', tableCode: 'K7QX', link: 'https://x.app/home/5', image: 'data:image/png;base64,AA' },
        { name: '<b>', tableCode: null, link: 'https://x.app/home/6', image: 'data:image/png;base64,BB' },
      ],
      { title: 'QR Codes das mesas', codeLabel: 'Código da mesa' },
    );
    expect(html).toContain('size:A4');
    expect(html.match(/<figure/g)).toHaveLength(2);
    expect(html).toContain('Código da mesa: K7QX');
    // A number without a table code prints no code line; the link never carries the code.
    expect(html.match(/Código da mesa/g)).toHaveLength(1);
    expect(html).not.toContain('home/5?');
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });
});
