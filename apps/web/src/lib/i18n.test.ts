import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, overlay, PROVIDER_LOCALE, readNamespace, type TOptions } from './i18n.ts';

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

describe('the translator (decision 204: i18next call shape)', () => {
  const t = (key: string, options?: TOptions) => i18n.getFixedT(null, ['access-requests', 'common'])(key, options);

  beforeAll(async () => {
    await i18n.changeLanguage('pt-BR');
    await i18n.loadNamespaces(['access-requests', 'common', 'automatic-messages']);
  });
  afterAll(() => i18n.changeLanguage('pt-BR'));

  it('picks the plural form by the language rules and fills {count}', async () => {
    const ptBR = await readNamespace('pt-BR', 'access-requests');
    expect(t('pendingNotice', { count: 1 })).toBe(String(ptBR.pendingNotice_one).replace('{count}', '1'));
    expect(t('pendingNotice', { count: 3 })).toBe(String(ptBR.pendingNotice_other).replace('{count}', '3'));
    // Portuguese says "0 solicitação" (0 is "one" for Intl.PluralRules('pt-BR')); English "0 requests".
    expect(t('pendingNotice', { count: 0 })).toBe(String(ptBR.pendingNotice_one).replace('{count}', '0'));
    await i18n.changeLanguage('en');
    const en = await readNamespace('en', 'access-requests');
    expect(t('pendingNotice', { count: 0 })).toBe(String(en.pendingNotice_other).replace('{count}', '0'));
    await i18n.changeLanguage('pt-BR');
  });

  it('takes a _zero form first when the count is 0, and the bare key when no form matches', async () => {
    i18n.addResources('pt-BR', 'test-plurals', {
      n_zero: 'nenhum',
      n_one: 'um',
      n_other: '{count} itens',
      bare: 'sem formas',
    });
    const tp = i18n.getFixedT('pt-BR', 'test-plurals');
    expect(tp('n', { count: 0 })).toBe('nenhum');
    expect(tp('n', { count: 1 })).toBe('um');
    expect(tp('n', { count: 5 })).toBe('5 itens');
    expect(tp('bare', { count: 5 })).toBe('sem formas');
  });

  it('takes key_<context> first and the plain key when the context has no text (the kind of spot)', async () => {
    await i18n.loadNamespaces('tables', 'pt-BR');
    const tt = i18n.getFixedT('pt-BR', 'tables');
    expect(tt('tableCode', { context: 'chalet' })).toBe('Código do chalé');
    expect(tt('tableCode', { context: 'tab' })).toBe('Código da comanda');
    expect(tt('tableCode', { context: 'table' })).toBe('Código da mesa');
    expect(tt('tableCode', { context: '' })).toBe('Código da mesa');
    i18n.addResources('pt-BR', 'test-context', {
      n_room_one: 'um quarto',
      n_room_other: '{count} quartos',
      n_other: '{count}',
    });
    const tc = i18n.getFixedT('pt-BR', 'test-context');
    expect(tc('n', { context: 'room', count: 2 })).toBe('2 quartos');
    expect(tc('n', { context: 'chalet', count: 2 })).toBe('2');
  });

  it('interpolates {name} and {a.b}, leaves a placeholder without a value, reads nested and flat dotted keys', async () => {
    i18n.addResources('pt-BR', 'test-vars', {
      hello: 'Olá, {name}! {who.first}',
      group: { inner: 'dentro {x}' },
      'flat.key': 'plano',
      list: ['a', 'b'],
    });
    const tv = i18n.getFixedT('pt-BR', 'test-vars');
    expect(tv('hello', { name: 'Ana', who: { first: 'Bia' } })).toBe('Olá, Ana! Bia');
    expect(tv('hello', { name: 'Ana' })).toBe('Olá, Ana! {who.first}');
    expect(tv('group.inner', { x: 1 })).toBe('dentro 1');
    expect(tv('flat.key')).toBe('plano');
    expect(tv('list', { returnObjects: true })).toEqual(['a', 'b']);
  });

  it('reads ns:key and { ns }, answers defaultValue or the key when missing', () => {
    const tv = i18n.getFixedT('pt-BR', 'test-vars');
    expect(tv('test-plurals:n', { count: 1 })).toBe('um');
    expect(tv('n', { ns: 'test-plurals', count: 1 })).toBe('um');
    expect(tv('nope.missing')).toBe('nope.missing');
    expect(tv('test-plurals:missing')).toBe('missing');
    expect(tv('missing', { defaultValue: 'padrão {v}', v: 2 })).toBe('padrão 2');
    expect(i18n.exists('hello', { ns: 'test-vars' })).toBe(true);
    expect(i18n.exists('nope', { ns: 'test-vars' })).toBe(false);
  });

  it('falls back to pt-BR for a key English lacks', async () => {
    i18n.addResources('pt-BR', 'test-fallback', { only: 'só em português', both: 'ambos' });
    i18n.addResources('en', 'test-fallback', { both: 'both' });
    const te = i18n.getFixedT('en', 'test-fallback');
    expect(te('both')).toBe('both');
    expect(te('only')).toBe('só em português');
  });
});
