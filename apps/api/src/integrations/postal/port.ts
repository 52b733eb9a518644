/** An address found by CEP, in ViaCEP's words. `ibge` is the city's IBGE code when known. */
export type CepAddress = {
  cep: string;
  uf: string;
  localidade: string;
  bairro: string;
  logradouro: string;
  ibge: string | null;
};
export type PostalState = { id: string; uf: string; name: string };
export type PostalCity = { id: string; name: string; uf: string };
export type PostalDistrict = { id: string; name: string };

/**
 * Postal codes, states, cities and districts (DESIGN.md "External services"). Real adapter:
 * ViaCEP + IBGE localidades (viacep-ibge.ts); sandbox: bundled data for the demo cities.
 * Lists come sorted by name (pt-BR collation). A provider failure throws PostalUnavailable.
 */
export type PostalPort = {
  /** 8 digits in; null when the CEP does not exist. */
  lookupCep(cep: string): Promise<CepAddress | null>;
  states(): Promise<PostalState[]>;
  /** `uf`: two letters, upper case. Unknown state → []. */
  cities(uf: string): Promise<PostalCity[]>;
  /** `cityId`: the IBGE city code. Unknown city → []. */
  districts(cityId: string): Promise<PostalDistrict[]>;
};

export class PostalUnavailable extends Error {
  constructor(detail: string) {
    super(`postal provider unavailable: ${detail}`);
    this.name = 'PostalUnavailable';
  }
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
export const byName = <T extends { name: string }>(list: T[]): T[] =>
  [...list].sort((a, b) => collator.compare(a.name, b.name));
