import { formatMessage } from '@app/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { ok: boolean; data?: any; error?: any } };
};

describe('postalcode/lookup (sandbox data)', () => {
  it('fills state, city, district and street from a CEP, with the city code for its districts', async () => {
    const res = await t.call('postalcode/lookup', { cep: '01310-100' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cep: '01310100',
      uf: 'SP',
      localidade: 'São Paulo',
      bairro: 'Bela Vista',
      logradouro: 'Avenida Paulista',
      ibge: '3550308',
      erro: false,
    });
  });

  it('answers an unknown CEP with erro: true (the form shows its message), not an error', async () => {
    const res = await t.call('postalcode/lookup', { cep: '99999999' }, { place: DEMO.places[0] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ erro: true, uf: '', localidade: '' });
    expect(formatMessage('cepNotFound')).toBe('CEP não encontrado. Tente novamente ou busque pelo endereço.');
  });

  it('refuses a CEP that is not 8 digits, naming the field', async () => {
    for (const cep of ['0131010', 'abc01310100', '', '013101000']) {
      const res = await t.call('postalcode/lookup', { cep });
      expect(res.status, cep).toBe(400);
      expect(res.body.error.field).toBe('cep');
    }
  });
});

describe('states, cities and districts (GET, anonymous)', () => {
  it('lists the states with bundled cities', async () => {
    const res = await get('/api/app/postalcode/states');
    expect(res.status).toBe(200);
    expect(res.body.data.states.map((s: any) => s.uf)).toEqual(['MG', 'RJ', 'SP']);
  });

  it('admin/cidadeuf lists the cities of a state by letters or IBGE code, sorted by name', async () => {
    const byLetters = await get(`/api/admin/cidadeuf?uf_id=sp&restaurant=${DEMO.places[0]}`);
    expect(byLetters.status).toBe(200);
    expect(byLetters.body.data.cities).toEqual([
      { id: '3509502', name: 'Campinas', uf: 'SP' },
      { id: '3550308', name: 'São Paulo', uf: 'SP' },
    ]);
    const byCode = await get('/api/admin/cidadeuf?uf_id=33');
    expect(byCode.body.data.cities.map((c: any) => c.name)).toEqual(['Paraty', 'Rio de Janeiro']);
    const none = await get('/api/admin/cidadeuf?uf_id=BA');
    expect(none.body.data.cities).toEqual([]);
    const bad = await get('/api/admin/cidadeuf?uf_id=São');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('uf_id');
  });

  it('getcitydistrict lists the districts of a city, sorted with accents in place', async () => {
    const res = await get('/api/app/getcitydistrict?cidade_id=3550308&restaurant=cantina-da-praca');
    expect(res.status).toBe(200);
    const names = res.body.data.districts.map((d: any) => d.name);
    expect(names).toContain('República');
    expect(names.indexOf('Santa Cecília')).toBeLessThan(names.indexOf('Sé'));
    expect(new Set(res.body.data.districts.map((d: any) => d.id)).size).toBe(names.length);
    expect((await get('/api/app/getcitydistrict?cidade_id=1234567')).body.data.districts).toEqual([]);
    expect((await get('/api/app/getcitydistrict?cidade_id=abc')).status).toBe(400);
    expect((await get('/api/app/getcitydistrict')).status).toBe(400);
  });

  it('the demo places’ delivery districts are all in the bundled lists', async () => {
    const res = await get('/api/app/getcitydistrict?cidade_id=3550308');
    const names = res.body.data.districts.map((d: any) => d.name);
    for (const district of ['República', 'Consolação', 'Bela Vista', 'Santa Cecília'])
      expect(names).toContain(district);
  });
});
