import type { CallInput, CallResult } from '@app/domain';
import { ufOf } from '../../integrations/postal/bundled-data.ts';
import { type PostalPort, PostalUnavailable } from '../../integrations/postal/port.ts';
import { AppError } from '../../platform/app-error.ts';

/** The provider did not answer: the form tells the person to try again or type the address. */
const unavailable = () =>
  new AppError(
    'postal_unavailable',
    'Não foi possível consultar agora. Tente novamente ou busque pelo endereço.',
    503,
    {
      errorType: 'postal_unavailable',
    },
  );

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PostalUnavailable) throw unavailable();
    throw error;
  }
}

/**
 * CEP lookup, states, cities and districts through the postal port (docs/decisions/013). Lists
 * are geography, not delivery coverage: whether the place delivers to the chosen district is
 * answered by checkfreedistrict and the cart validation.
 */
export function createPostalService(deps: { postal: PostalPort }) {
  const { postal } = deps;
  return {
    async lookUpPostalCode(
      _actor: unknown,
      input: CallInput<'postalcode/lookup'>,
    ): Promise<CallResult<'postalcode/lookup'>> {
      const found = await guarded(() => postal.lookupCep(input.cep));
      if (!found) return { cep: input.cep, uf: '', localidade: '', bairro: '', logradouro: '', ibge: null, erro: true };
      return { ...found, erro: false };
    },
    async listStates(): Promise<CallResult<'postalcode/states'>> {
      return { states: await guarded(() => postal.states()) };
    },
    async listCities(_actor: unknown, input: CallInput<'admin/cidadeuf'>): Promise<CallResult<'admin/cidadeuf'>> {
      const uf = ufOf(input.uf_id);
      return { cities: uf ? await guarded(() => postal.cities(uf)) : [] };
    },
    async listDistricts(_actor: unknown, input: CallInput<'getcitydistrict'>): Promise<CallResult<'getcitydistrict'>> {
      return { districts: await guarded(() => postal.districts(input.cidade_id)) };
    },
  };
}
export type PostalService = ReturnType<typeof createPostalService>;
