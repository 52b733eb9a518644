import { defineCalls } from '../contract-types.ts';
import { postalRoutes } from './routes.ts';
import {
  CidadeUfBody,
  CidadeUfResponse,
  CityDistrictBody,
  CityDistrictResponse,
  PostalCodeLookupBody,
  PostalCodeLookupResponse,
  PostalStatesBody,
  PostalStatesResponse,
} from './schemas.ts';

export const postalCalls = defineCalls(postalRoutes, {
  'postalcode/lookup': {
    summary:
      'Address of a CEP (ViaCEP fields uf, localidade, bairro, logradouro, plus the IBGE city code); an unknown CEP answers erro: true.',
    body: PostalCodeLookupBody,
    response: PostalCodeLookupResponse,
  },
  'postalcode/states': {
    summary: 'The states (UF) an address can be in, by name.',
    body: PostalStatesBody,
    response: PostalStatesResponse,
  },
  'admin/cidadeuf': {
    summary: 'The cities of a state (uf_id: letters or IBGE code), by name.',
    body: CidadeUfBody,
    response: CidadeUfResponse,
  },
  getcitydistrict: {
    summary: 'The districts of a city (cidade_id: IBGE code), by name.',
    body: CityDistrictBody,
    response: CityDistrictResponse,
  },
});
