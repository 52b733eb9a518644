import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';

// The wire of the integration client (decision 185). The key is write-only: answers say whether one is set.

const id = (text: string) => z.uuid(text);
const URL_MESSAGE = 'Informe o endereço do sistema integrado começando com https://.';

export const IntegrationSettings = z.object({
  base_url: z.string().nullable(),
  has_token: z.boolean(),
  /** '••••' and the key's last four characters (decision 211); the key itself is never answered. */
  token_masked: z.string().nullable(),
});
export const IntegrationSettingsBody = z.object({});
export const IntegrationSettingsUpdateBody = z.object({
  /** null turns the integration off. */
  base_url: z
    .string()
    .trim()
    .max(300, URL_MESSAGE)
    .regex(/^https?:\/\/[^\s/?#@]+(?:\/[^\s?#]*)?$/i, URL_MESSAGE)
    .nullable(),
  /** A new key; omitted keeps the current one, null removes it. */
  token: plainText(500).trim().max(500, 'Chave muito longa.').nullable().optional(),
});

export const IntegrationPatient = z.object({
  id: z.string(),
  name: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
});
export const IntegrationCustomField = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const IntegrationDetailBody = z.object({ patient_id: id('Paciente não encontrado.') });
export const IntegrationDetailResponse = z.object({
  /** Whether the place has an integration at all (no: the screen offers nothing). */
  configured: z.boolean(),
  /** The patient as the integrated system knows them (by CPF), or null when it does not. */
  patient: IntegrationPatient.nullable(),
  custom_fields: z.array(IntegrationCustomField),
});
export const IntegrationUpdateBody = IntegrationDetailBody;
export const IntegrationUpdateResponse = z.object({ sent: z.literal(true) });

export const IntegrationFilterBody = z.object({
  filters: z
    .array(
      z.object({
        field: z.enum(['name', 'cpf', 'phone', 'email', 'birthdate'], 'Campo de filtro inválido.'),
        operator: z.enum(['eq', 'contains'], 'Operador de filtro inválido.'),
        value: plainText(200).trim().min(1, 'Informe o valor do filtro.').max(200, 'Valor do filtro muito longo.'),
      }),
    )
    .min(1, 'Informe ao menos um filtro.')
    .max(5, 'Use no máximo 5 filtros.'),
});
/** Whether the place has an integration (staff screens offer its search only then; decision 194). */
export const IntegrationStatusBody = z.object({});
export const IntegrationStatus = z.object({ configured: z.boolean() });
export const IntegrationFilterResponse = z.object({ patients: z.array(IntegrationPatient) });
