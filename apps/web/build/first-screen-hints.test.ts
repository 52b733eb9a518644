import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/route-table.ts';
import { patternToRegex } from './first-screen-hints.ts';

const matches = (pattern: string, path: string) => new RegExp(patternToRegex(pattern)).test(path);

describe('route patterns for the server', () => {
  it('match as React Router does for the kinds of segment the table uses', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '')).toBe(true);
    expect(matches('/', '/home')).toBe(false);
    expect(matches('/home/:id?', '/home')).toBe(true);
    expect(matches('/home/:id?', '/home/12/')).toBe(true);
    expect(matches('/home/:id?', '/home/12/x')).toBe(false);
    expect(matches('/categoria/:type/:id?', '/categoria/pizzas')).toBe(true);
    expect(matches('/categoria/:type/:id?', '/categoria')).toBe(false);
    expect(matches('/produto/:code', '/produto/P%C3%A3o')).toBe(true);
    expect(matches('*', '/qualquer/coisa')).toBe(true);
  });

  it('takes literal characters literally', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
  });

  it('turns every pattern of the route table into a valid expression', () => {
    for (const route of ROUTES) expect(() => new RegExp(patternToRegex(route.path)), route.path).not.toThrow();
  });
});
