import { defineCall } from '../contract-types.ts';
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

export const postalCalls = {
  'postalcode/lookup': defineCall({
    name: 'postalcode/lookup',
    level: 'anonymous',
    place: 'optional',
    summary:
      'Address of a CEP (ViaCEP fields uf, localidade, bairro, logradouro, plus the IBGE city code); an unknown CEP answers erro: true.',
    body: PostalCodeLookupBody,
    response: PostalCodeLookupResponse,
  }),
  'postalcode/states': defineCall({
    name: 'postalcode/states',
    method: 'GET',
    level: 'anonymous',
    place: 'optional',
    summary: 'The states (UF) an address can be in, by name.',
    body: PostalStatesBody,
    response: PostalStatesResponse,
  }),
  'admin/cidadeuf': defineCall({
    name: 'admin/cidadeuf',
    method: 'GET',
    level: 'anonymous',
    place: 'optional',
    summary: 'The cities of a state (uf_id: letters or IBGE code), by name.',
    body: CidadeUfBody,
    response: CidadeUfResponse,
  }),
  getcitydistrict: defineCall({
    name: 'getcitydistrict',
    method: 'GET',
    level: 'anonymous',
    place: 'optional',
    summary: 'The districts of a city (cidade_id: IBGE code), by name.',
    body: CityDistrictBody,
    response: CityDistrictResponse,
  }),
};
