import { BRAZIL_STATES, BUNDLED_CEPS, BUNDLED_CITIES, bundledDistricts } from './bundled-data.ts';
import { byName, type PostalPort } from './port.ts';

/**
 * The default postal adapter: bundled data for the demo cities (bundled-data.ts), no network.
 * Only the states that have bundled cities are offered, so every choice leads somewhere.
 */
export function createSandboxPostal(): PostalPort {
  const statesWithCities = new Set(BUNDLED_CITIES.map((c) => c.uf));
  return {
    async lookupCep(cep) {
      const found = BUNDLED_CEPS.find((c) => c.cep === cep);
      return found ? { ...found } : null;
    },
    async states() {
      return byName(BRAZIL_STATES.filter((s) => statesWithCities.has(s.uf)));
    },
    async cities(uf) {
      return byName(BUNDLED_CITIES.filter((c) => c.uf === uf).map(({ id, name, uf }) => ({ id, name, uf })));
    },
    async districts(cityId) {
      const city = BUNDLED_CITIES.find((c) => c.id === cityId);
      return city ? byName(bundledDistricts(city)) : [];
    },
  };
}
