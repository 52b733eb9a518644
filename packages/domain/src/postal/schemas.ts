import { z } from 'zod';
import { validateCep } from '../addresses/rules.ts';
import { checked, plainText } from '../shared/zod-rules.ts';

// Postal code, states, cities and districts (spec 1 §7 / spec 3 §7.1 "Address"). Our server
// answers them through its postal-code port (ViaCEP and IBGE, or bundled data in the sandbox), so
// the browser needs no third-party access. Decision 013.

/** 8 digits; dots, dashes and spaces allowed ('01310-100'). */
export const Cep = checked(plainText(12), (v) => validateCep(v)).transform((v) => v.replace(/\D/g, ''));

export const PostalCodeLookupBody = z.object({ cep: Cep });
/**
 * ViaCEP's fields. An unknown CEP is not an error of the call: `erro: true` with empty fields, so
 * the form shows 'CEP não encontrado. Tente novamente ou busque pelo endereço.'
 */
export const PostalCodeLookupResponse = z.object({
  cep: z.string(),
  uf: z.string(),
  localidade: z.string(),
  bairro: z.string(),
  logradouro: z.string(),
  /** The city's IBGE code: the cidade_id of getcitydistrict. Null when unknown. */
  ibge: z.string().nullable(),
  erro: z.boolean(),
});

export const State = z.object({
  /** IBGE code of the state ('35'). */
  id: z.string(),
  /** 'SP' */
  uf: z.string(),
  name: z.string(),
});
export const PostalStatesBody = z.object({});
export const PostalStatesResponse = z.object({ states: z.array(State) });

/** A state by its letters ('SP', any case) or its IBGE code ('35'). */
export const UfId = plainText(2)
  .regex(/^([A-Za-z]{2}|\d{2})$/, 'Estado inválido')
  .transform((v) => v.toUpperCase());

export const City = z.object({
  /** IBGE code of the city ('3550308'). */
  id: z.string(),
  name: z.string(),
  uf: z.string(),
});
/** GET: query parameters are strings. */
export const CidadeUfBody = z.object({ uf_id: UfId });
export const CidadeUfResponse = z.object({ cities: z.array(City) });

export const District = z.object({ id: z.string(), name: z.string() });
export const CityDistrictBody = z.object({ cidade_id: plainText(7).regex(/^\d{7}$/, 'Cidade inválida') });
export const CityDistrictResponse = z.object({ districts: z.array(District) });
