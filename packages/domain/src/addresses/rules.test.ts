import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByName, formatCep, normalizeCep, normalizeForSearch, validateCep } from './rules.ts';

describe('CEP', () => {
  it('keeps digits only', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
  });

  it('needs exactly 8 digits', () => {
    expect(validateCep('01310-100')).toBeNull();
    expect(validateCep('01310100')).toBeNull();
    expect(validateCep('01.310-100')).toBeNull();
    expect(validateCep('0131010')).toBe('cepInvalid');
    expect(validateCep('013101000')).toBe('cepInvalid');
    expect(validateCep('a01310100')).toBe('cepInvalid');
    expect(validateCep('')).toBe('required');
    expect(validateCep('', { required: false })).toBeNull();
  });

  it('formats as 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (cep) => {
        const formatted = formatCep(cep);
        return /^\d{5}-\d{3}$/.test(formatted) && normalizeCep(formatted) === cep && validateCep(formatted) === null;
      }),
    );
  });
});

describe('accent-insensitive search', () => {
  it('normalises accents, case and spaces', () => {
    expect(normalizeForSearch('São  Paulo ')).toBe('sao paulo');
    expect(normalizeForSearch('JOÃO PESSOA')).toBe('joao pessoa');
    expect(normalizeForSearch('Itaú Çãõ')).toBe('itau cao');
    expect(normalizeForSearch('Mogi-Guaçu')).toBe('mogi-guacu');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeForSearch(normalizeForSearch(s)) === normalizeForSearch(s)));
  });

  const cities = [{ name: 'São Paulo' }, { name: 'São José dos Campos' }, { name: 'Santos' }, { name: 'Paulínia' }];

  it('filters by name, keeping order', () => {
    expect(filterByName(cities, 'sao')).toEqual([cities[0], cities[1]]);
    expect(filterByName(cities, 'PAUL')).toEqual([cities[0], cities[3]]);
    expect(filterByName(cities, 'paulinia')).toEqual([cities[3]]);
    expect(filterByName(cities, 'são josé')).toEqual([cities[1]]);
    expect(filterByName(cities, 'recife')).toEqual([]);
  });

  it('returns a copy of every item for an empty query', () => {
    const all = filterByName(cities, '  ');
    expect(all).toEqual(cities);
    expect(all).not.toBe(cities);
  });

  it('accepts a name getter for other shapes', () => {
    const ibge = [{ nome: 'Florianópolis' }, { nome: 'Joinville' }];
    expect(filterByName(ibge, 'florianopolis', (c) => c.nome)).toEqual([ibge[0]]);
  });

  it('always finds an item by its own name, written with or without accents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cities), fc.boolean(), (city, strip) => {
        const query = strip ? normalizeForSearch(city.name).toUpperCase() : city.name;
        return filterByName(cities, query).includes(city);
      }),
    );
  });
});
