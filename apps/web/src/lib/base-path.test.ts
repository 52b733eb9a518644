import { describe, expect, it } from 'vitest';
import { parseBasePath, placeUrl, safeRedirect } from './base-path.ts';

describe('parseBasePath', () => {
  it('reads the place from a /p/{place}/ prefix', () => {
    expect(parseBasePath('/p/bar-do-porto/entrar')).toEqual({ basename: '/p/bar-do-porto', place: 'bar-do-porto' });
    expect(parseBasePath('/p/bar-do-porto')).toEqual({ basename: '/p/bar-do-porto', place: 'bar-do-porto' });
    expect(parseBasePath('/p/bar-do-porto/')).toEqual({ basename: '/p/bar-do-porto', place: 'bar-do-porto' });
  });
  it('has no place and an empty basename at the root', () => {
    expect(parseBasePath('/')).toEqual({ basename: '', place: null });
    expect(parseBasePath('/entrar')).toEqual({ basename: '', place: null });
    expect(parseBasePath('/produto/p/1')).toEqual({ basename: '', place: null });
    expect(parseBasePath('/pp/x')).toEqual({ basename: '', place: null });
  });
  it('decodes an encoded place and re-encodes the basename', () => {
    expect(parseBasePath('/p/caf%C3%A9/menu')).toEqual({ basename: '/p/caf%C3%A9', place: 'café' });
  });
});

describe('placeUrl', () => {
  it('reloads at /p/{place} followed by the redirect or /', () => {
    expect(placeUrl('cantina-da-praca')).toBe('/p/cantina-da-praca/');
    expect(placeUrl('cantina-da-praca', '/carrinho')).toBe('/p/cantina-da-praca/carrinho');
    expect(placeUrl('cantina-da-praca', 'https://evil.example/')).toBe('/p/cantina-da-praca/');
  });
});

describe('safeRedirect', () => {
  it('keeps in-app paths only', () => {
    expect(safeRedirect('/meus-pedidos?x=1')).toBe('/meus-pedidos?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
