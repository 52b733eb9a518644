import { describe, expect, it } from 'vitest';
import { kindFlags, RESERVED_SLUGS, slugify, slugProblem } from './onboarding-rules.ts';
import { CreatePlaceBody } from './onboarding-schemas.ts';

describe('slug rules', () => {
  it('accepts lowercase words joined by hyphens', () => {
    expect(slugProblem('cantina-da-praca')).toBeNull();
    expect(slugProblem('bar24')).toBeNull();
  });
  it('refuses empty, short, long, badly shaped, uuid-shaped and reserved slugs', () => {
    expect(slugProblem('')).toBe('slugRequired');
    expect(slugProblem('ab')).toBe('slugTooShort');
    expect(slugProblem('a'.repeat(41))).toBe('slugTooLong');
    for (const bad of ['Cantina', 'são-joão', 'a b', '-abc', 'abc-', 'a--b', 'a_b', 'a.b']) {
      expect(slugProblem(bad), bad).toBe('slugPattern');
    }
    expect(slugProblem('7ccec6a3-50e8-4965-8c4d-8dab971fb3e0')).toBe('slugPattern');
    for (const word of ['admin', 'api', 'p', 'entrar', 'criar-negocio']) {
      expect(RESERVED_SLUGS.has(word)).toBe(true);
    }
    expect(slugProblem('admin')).toBe('slugReserved');
  });
  it('suggests a slug from a name without accents', () => {
    expect(slugify('Padaria São João')).toBe('padaria-sao-joao');
    expect(slugify('  Bar & Grill #1 ')).toBe('bar-grill-1');
  });
});

describe('create place body', () => {
  it('lowercases the slug and names the field of each problem', () => {
    const ok = CreatePlaceBody.parse({ name: ' Minha  Loja ', slug: 'Minha-Loja', kind: 'shop' });
    expect(ok).toEqual({ name: 'Minha Loja', slug: 'minha-loja', kind: 'shop' });
    const bad = CreatePlaceBody.safeParse({ name: 'X', slug: 'api', kind: 'bakery' });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(['name', 'slug', 'kind']);
    expect(bad.error?.issues[1]?.message).toBe('Este endereço é reservado. Escolha outro.');
  });
});

describe('kind flags', () => {
  it('switches the modes of each kind', () => {
    expect(kindFlags('restaurant')).toMatchObject({ delivery: true, restaurantEnabled: true, comandaFacil: false });
    expect(kindFlags('venue')).toMatchObject({ comandaFacil: true, comandaFacilOpenOrder: true, delivery: false });
    expect(kindFlags('clinic')).toMatchObject({
      serviceSupplier: true,
      clinicEnabled: true,
      restaurantEnabled: false,
      cardsMenu: true,
    });
  });
});

describe('newPlaceProblems (the form, without zod)', () => {
  it('agrees with the server schema', async () => {
    const { newPlaceProblems } = await import('./onboarding-rules.ts');
    expect(newPlaceProblems({ name: 'Minha Loja', slug: 'Minha-Loja', kind: 'shop' })).toEqual({});
    expect(newPlaceProblems({ name: ' ', slug: 'api', kind: '' })).toEqual({
      name: 'Informe o nome do negócio.',
      slug: 'Este endereço é reservado. Escolha outro.',
      kind: 'Escolha o tipo de negócio.',
    });
  });
});
