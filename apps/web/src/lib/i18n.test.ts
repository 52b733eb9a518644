import { describe, expect, it } from 'vitest';
import { overlay, PROVIDER_LOCALE, readNamespace } from './i18n.ts';

describe('i18n bundles', () => {
  it('gives the provider variant the whole pt-BR namespace when it has no file of its own', async () => {
    const base = await readNamespace('pt-BR', 'split-rules');
    const variant = await readNamespace(PROVIDER_LOCALE, 'split-rules');
    expect(Object.keys(base).length).toBeGreaterThan(0);
    expect(variant).toEqual(base);
  });

  it('puts the variant words over pt-BR and keeps the rest of the namespace', async () => {
    const base = await readNamespace('pt-BR', 'common');
    const variant = await readNamespace(PROVIDER_LOCALE, 'common');
    expect(Object.keys(variant).sort()).toEqual(Object.keys(overlay(base, variant)).sort());
    expect(variant).not.toEqual(base);
    for (const key of Object.keys(base)) expect(variant).toHaveProperty(key);
  });

  it('merges nested groups key by key', () => {
    const merged = overlay({ a: { x: 'pedido', y: 'carrinho' }, b: 'loja' }, { a: { x: 'atendimento' } });
    expect(merged).toEqual({ a: { x: 'atendimento', y: 'carrinho' }, b: 'loja' });
  });
});
