import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { SIGNATURE_CHANNELS, SIGNATURE_STATUSES, SIGNATURE_TEXT_MAX, SIGNATURE_TITLE_MAX } from './rules.ts';

export * from './rules.ts';

/** digitalsignature/send-document: one document for one patient (optionally tied to a booking). */
export const SendDocumentBody = z.object({
  user_id: z.uuid('Paciente não encontrado.'),
  attendancy_id: z.uuid('Agendamento não encontrado.').optional(),
  title: plainText(SIGNATURE_TITLE_MAX)
    .trim()
    .min(3, 'Título: use ao menos 3 caracteres.')
    .max(SIGNATURE_TITLE_MAX, `Título: use no máximo ${SIGNATURE_TITLE_MAX} caracteres.`),
  content: plainText(SIGNATURE_TEXT_MAX)
    .trim()
    .min(20, 'Texto do documento: use ao menos 20 caracteres.')
    .max(
      SIGNATURE_TEXT_MAX,
      `Texto do documento: use no máximo ${SIGNATURE_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
    ),
  channel: z.enum(SIGNATURE_CHANNELS, 'Escolha como enviar: WhatsApp, e-mail ou SMS.').default('whatsapp'),
});

export const SignatureDocument = z.object({
  _id: z.string(),
  user_id: z.string(),
  attendancy_id: z.string().nullable(),
  title: z.string(),
  channel: z.enum(SIGNATURE_CHANNELS),
  status: z.enum(SIGNATURE_STATUSES),
  /** Where the patient signs (the provider's page); null once the document is no longer waiting. */
  sign_url: z.string().nullable(),
  /** SHA-256 of the PDF that was sent, so the signed copy can be matched to it. */
  sha256: z.string(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
});

export const SendDocumentResponse = z.object({ document: SignatureDocument });

/** digitalsignature/list: one patient's documents, or one booking's. */
export const SignatureListBody = z
  .object({
    user_id: z.uuid('Paciente não encontrado.').optional(),
    attendancy_id: z.uuid('Agendamento não encontrado.').optional(),
  })
  .refine((b) => b.user_id !== undefined || b.attendancy_id !== undefined, {
    message: 'Informe o paciente ou o agendamento.',
    path: ['user_id'],
  });

export const SignatureListResponse = z.object({ documents: z.array(SignatureDocument) });
