import {
  byName,
  type CepAddress,
  type PostalCity,
  type PostalDistrict,
  type PostalPort,
  type PostalState,
  PostalUnavailable,
} from './port.ts';

type Options = {
  viacepUrl?: string;
  ibgeUrl?: string;
  timeoutMs?: number;
  /** How long lists and CEP answers are kept in memory (they change rarely). */
  cacheMs?: number;
  fetch?: typeof fetch;
};

type ViaCepAnswer = {
  cep?: string;
  uf?: string;
  localidade?: string;
  bairro?: string;
  logradouro?: string;
  ibge?: string;
  erro?: boolean | string;
};
type IbgeState = { id: number; sigla: string; nome: string };
type IbgeNamed = { id: number; nome: string };

const MAX_CACHED = 5_000;

/**
 * The real postal adapter: ViaCEP (GET {viacep}/ws/{cep}/json/; `erro: true` = unknown CEP) and
 * the IBGE localidades API v1 (estados, estados/{UF}/municipios, municipios/{id}/distritos, or
 * subdistritos where the city has a single district). Each request has a timeout; answers are
 * cached in memory for `cacheMs`.
 */
export function createViaCepIbgePostal(options: Options = {}): PostalPort {
  const viacep = (options.viacepUrl ?? 'https://viacep.com.br').replace(/\/$/, '');
  const ibge = (options.ibgeUrl ?? 'https://servicodados.ibge.gov.br/api/v1/localidades').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const cacheMs = options.cacheMs ?? 24 * 60 * 60 * 1000;
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    if (cache.size >= MAX_CACHED) cache.clear();
    const value = load();
    cache.set(key, { until: Date.now() + cacheMs, value });
    // A failure is not kept: the next request tries again.
    value.catch(() => cache.delete(key));
    return value;
  }

  async function getJson(url: string, { notFoundIsNull = false } = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PostalUnavailable(`${url}: ${(error as Error).message}`);
    }
    if (notFoundIsNull && (response.status === 400 || response.status === 404)) return null;
    if (!response.ok) throw new PostalUnavailable(`${url} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new PostalUnavailable(`${url} answered no JSON`);
    }
  }

  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

  return {
    lookupCep(cep) {
      return cached(`cep:${cep}`, async (): Promise<CepAddress | null> => {
        const answer = (await getJson(`${viacep}/ws/${cep}/json/`, { notFoundIsNull: true })) as ViaCepAnswer | null;
        if (!answer || answer.erro === true || answer.erro === 'true' || !answer.uf) return null;
        return {
          cep,
          uf: answer.uf,
          localidade: answer.localidade ?? '',
          bairro: answer.bairro ?? '',
          logradouro: answer.logradouro ?? '',
          ibge: answer.ibge || null,
        };
      });
    },
    states() {
      return cached(
        'states',
        async (): Promise<PostalState[]> =>
          byName(
            list<IbgeState>(await getJson(`${ibge}/estados`)).map((s) => ({
              id: String(s.id),
              uf: s.sigla,
              name: s.nome,
            })),
          ),
      );
    },
    cities(uf) {
      return cached(
        `cities:${uf}`,
        async (): Promise<PostalCity[]> =>
          byName(
            list<IbgeNamed>(await getJson(`${ibge}/estados/${encodeURIComponent(uf)}/municipios`)).map((c) => ({
              id: String(c.id),
              name: c.nome,
              uf,
            })),
          ),
      );
    },
    districts(cityId) {
      return cached(`districts:${cityId}`, async (): Promise<PostalDistrict[]> => {
        const id = encodeURIComponent(cityId);
        const toDistrict = (d: IbgeNamed) => ({ id: String(d.id), name: d.nome });
        const districts = list<IbgeNamed>(await getJson(`${ibge}/municipios/${id}/distritos`)).map(toDistrict);
        if (districts.length > 1) return byName(districts);
        // Many cities are a single district divided into subdistricts (bairros for the customer).
        const sub = list<IbgeNamed>(await getJson(`${ibge}/municipios/${id}/subdistritos`)).map(toDistrict);
        return byName(sub.length > 0 ? sub : districts);
      });
    },
  };
}
