import { describe, expect, it } from 'vitest';
import { matchRoutes, ranked, staticPrefix } from './router-paths.ts';

const routes = [
  { id: 'home', path: '/' },
  { id: 'product', path: '/produto/:id' },
  { id: 'orders', path: '/pedidos/*' },
  { id: 'about', path: '/Sobre' },
  { id: 'optional', path: '/loja/:slug?' },
];
const idOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id ?? null;

describe('route matching', () => {
  it('turns a pathname away by its static start, and matches as before', () => {
    expect(staticPrefix('/produto/:id')).toBe('/produto');
    expect(staticPrefix('/pedidos/*')).toBe('/pedidos');
    expect(staticPrefix('/Sobre/')).toBe('/sobre');
    expect(idOf('/')).toBe('home');
    expect(idOf('/produto/12')).toBe('product');
    expect(idOf('/PRODUTO/12/')).toBe('product');
    expect(idOf('/produtos/12')).toBeNull();
    expect(idOf('/pedidos')).toBe('orders');
    expect(idOf('/pedidos/7/itens')).toBe('orders');
    expect(idOf('/sobre')).toBe('about');
    expect(idOf('/loja')).toBe('optional');
    expect(idOf('/loja/cantina')).toBe('optional');
    expect(idOf('/nada')).toBeNull();
  });

  it('compiles a branch only when a pathname gets past its static start', () => {
    const table = [{ path: '/a/:x' }, { path: '/b/:y' }];
    expect(matchRoutes(table, '/b/1')?.[0]?.params).toEqual({ y: '1' });
    const compiled = ranked
      .get(table)
      ?.map((branch) => branch.path + (branch.routesMeta[0]?.compiled ? ' compiled' : ''));
    expect(compiled?.sort()).toEqual(['/a/:x', '/b/:y compiled']);
  });
});
