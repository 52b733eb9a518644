import { describe, expect, it } from 'vitest';
import { PostalUnavailable } from './port.ts';
import { createViaCepIbgePostal } from './viacep-ibge.ts';

type Route = (url: string) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(route: Route) {
  const urls: string[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    urls.push(String(input));
    signals.push(init?.signal);
    return route(String(input));
  }) as typeof globalThis.fetch;
  return { fetch, urls, signals };
}

describe('ViaCEP + IBGE postal adapter', () => {
  it('reads a CEP from ViaCEP with a timeout signal, and caches it', async () => {
    const f = fakeFetch(() =>
      json({
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      }),
    );
    const postal = createViaCepIbgePostal({ fetch: f.fetch });
    const first = await postal.lookupCep('01001000');
    expect(first).toEqual({
      cep: '01001000',
      uf: 'SP',
      localidade: 'São Paulo',
      bairro: 'Sé',
      logradouro: 'Praça da Sé',
      ibge: '3550308',
    });
    expect(f.urls).toEqual(['https://viacep.com.br/ws/01001000/json/']);
    expect(f.signals[0]).toBeInstanceOf(AbortSignal);
    await postal.lookupCep('01001000');
    expect(f.urls).toHaveLength(1);
  });

  it('answers null for an unknown CEP (erro: true, or the old "true", or a 400)', async () => {
    for (const answer of [json({ erro: true }), json({ erro: 'true' }), json({}, 400)]) {
      const postal = createViaCepIbgePostal({ fetch: fakeFetch(() => answer.clone()).fetch });
      expect(await postal.lookupCep('99999999')).toBeNull();
    }
  });

  it('turns network failures, timeouts and 5xx into PostalUnavailable, and does not cache them', async () => {
    let calls = 0;
    const postal = createViaCepIbgePostal({
      fetch: fakeFetch(() => {
        calls++;
        if (calls === 1) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        if (calls === 2) return json({}, 503);
        return json({ uf: 'SP', localidade: 'São Paulo', bairro: 'Sé', logradouro: 'Praça da Sé', ibge: '3550308' });
      }).fetch,
    });
    await expect(postal.lookupCep('01001000')).rejects.toBeInstanceOf(PostalUnavailable);
    await expect(postal.lookupCep('01001000')).rejects.toBeInstanceOf(PostalUnavailable);
    expect((await postal.lookupCep('01001000'))?.localidade).toBe('São Paulo');
  });

  it('lists states, cities and districts from IBGE, sorted by name', async () => {
    const f = fakeFetch((url) => {
      if (url.endsWith('/estados')) {
        return json([
          { id: 35, sigla: 'SP', nome: 'São Paulo' },
          { id: 12, sigla: 'AC', nome: 'Acre' },
        ]);
      }
      if (url.endsWith('/estados/SP/municipios')) {
        return json([
          { id: 3550308, nome: 'São Paulo' },
          { id: 3500105, nome: 'Adamantina' },
        ]);
      }
      if (url.endsWith('/municipios/3550308/distritos')) {
        return json([
          { id: 355030877, nome: 'República' },
          { id: 355030801, nome: 'Água Rasa' },
          { id: 355030811, nome: 'Bela Vista' },
        ]);
      }
      return json([], 404);
    });
    const postal = createViaCepIbgePostal({ fetch: f.fetch, ibgeUrl: 'https://ibge.test/api/v1/localidades/' });
    expect(await postal.states()).toEqual([
      { id: '12', uf: 'AC', name: 'Acre' },
      { id: '35', uf: 'SP', name: 'São Paulo' },
    ]);
    expect((await postal.cities('SP')).map((c) => c.name)).toEqual(['Adamantina', 'São Paulo']);
    expect((await postal.districts('3550308')).map((d) => d.name)).toEqual(['Água Rasa', 'Bela Vista', 'República']);
    expect(f.urls[0]).toBe('https://ibge.test/api/v1/localidades/estados');
  });

  it('uses subdistricts when the city is a single district', async () => {
    const f = fakeFetch((url) => {
      if (url.endsWith('/distritos')) return json([{ id: 330455705, nome: 'Rio de Janeiro' }]);
      if (url.endsWith('/subdistritos')) {
        return json([
          { id: 33045570512, nome: 'Copacabana' },
          { id: 33045570501, nome: 'Botafogo' },
        ]);
      }
      return json([], 404);
    });
    const postal = createViaCepIbgePostal({ fetch: f.fetch });
    expect(await postal.districts('3304557')).toEqual([
      { id: '33045570501', name: 'Botafogo' },
      { id: '33045570512', name: 'Copacabana' },
    ]);
  });
});
