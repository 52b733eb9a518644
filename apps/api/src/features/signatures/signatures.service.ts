import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import type { SignaturePort } from '../../integrations/signature/index.ts';
import type { SmsPort } from '../../integrations/sms/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField, localTexts, sessionOf } from '../../platform/service-kit.ts';
import { signaturePdf } from './signatures.document.ts';
import type { SignatureDocumentRecord, SignaturesRepo } from './signatures.repo.ts';

const text = localTexts({
  patientNotFound: { 'pt-BR': 'Paciente não encontrado.', en: 'Patient not found.' },
  attendancyNotFound: { 'pt-BR': 'Agendamento não encontrado.', en: 'Booking not found.' },
  noPhone: {
    'pt-BR': 'Este paciente não tem celular cadastrado. Escolha o envio por e-mail.',
    en: 'This patient has no mobile number. Send by e-mail instead.',
  },
  noEmail: {
    'pt-BR': 'Este paciente não tem e-mail cadastrado. Escolha o envio por WhatsApp ou SMS.',
    en: 'This patient has no e-mail. Send by WhatsApp or SMS instead.',
  },
  unavailable: {
    'pt-BR': 'Não foi possível enviar o documento para assinatura agora. Tente de novo em instantes.',
    en: 'The document could not be sent for signature now. Try again shortly.',
  },
  sms: {
    'pt-BR': '{place}: assine o documento "{title}" em {url}',
    en: '{place}: sign the document "{title}" at {url}',
  },
});

/** The webhook's and the sandbox's reference to one of our documents: "<place id>.<document id>". */
export const externalIdOf = (placeId: string, documentId: string) => `${placeId}.${documentId}`;
const EXTERNAL_ID = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/;

/**
 * Documents to sign (spec 2 §7 digitalsignature/send-document; decision 175): the text becomes a
 * PDF, the provider invites the patient, the provider's webhook (read back, never trusted) records
 * the signature.
 */
export function createSignaturesService(deps: {
  database: Database;
  repo: SignaturesRepo;
  port: SignaturePort;
  provider: string;
  sms: SmsPort;
  findPlace: (id: string) => Promise<{ name: string } | null>;
  log: { warn(obj: object, msg?: string): void };
  clock?: () => Date;
}) {
  const { database, repo } = deps;
  const now = deps.clock ?? (() => new Date());

  return {
    async send(
      actor: Actor,
      input: CallInput<'digitalsignature/send-document'>,
    ): Promise<CallResult<'digitalsignature/send-document'>> {
      const placeId = placeOf(actor).id;
      const signer = await database.inPlace(placeId, async (tx) => {
        if (input.attendancy_id) {
          const booking = await repo.attendancyOf(tx, placeId, input.attendancy_id);
          if (!booking || booking.userId !== input.user_id) {
            throw invalidField('attendancy_id', text(actor, 'attendancyNotFound'));
          }
        }
        return repo.signer(tx, placeId, input.user_id);
      });
      if (!signer)
        throw new AppError('not_found', text(actor, 'patientNotFound'), 404, { extra: { field: 'user_id' } });
      if (input.channel === 'email' && !signer.email) throw invalidField('channel', text(actor, 'noEmail'));
      if (input.channel !== 'email' && !signer.phone) throw invalidField('channel', text(actor, 'noPhone'));

      const place = await deps.findPlace(placeId);
      const placeName = place?.name ?? '';
      const id = randomUUID();
      const issuedAt = now();
      const { pdf, sha256 } = await signaturePdf({
        placeName,
        patientName: signer.name,
        title: input.title,
        content: input.content,
        issuedAt,
      });
      let sent: { providerId: string; signUrl: string };
      try {
        sent = await deps.port.send({
          externalId: externalIdOf(placeId, id),
          name: input.title,
          pdf,
          signer: { name: signer.name, email: signer.email, phone: signer.phone },
          channel: input.channel,
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'signature provider refused a document');
        throw new AppError('signature_unavailable', text(actor, 'unavailable'), 503);
      }
      const row = await database.inPlace(placeId, (tx) =>
        repo.insert(tx, {
          id,
          placeId,
          userId: input.user_id,
          attendancyId: input.attendancy_id ?? null,
          title: input.title,
          content: input.content,
          channel: input.channel,
          provider: deps.provider,
          providerId: sent.providerId,
          signUrl: sent.signUrl,
          sha256,
          sentByUserId: sessionOf(actor).userId,
          createdAt: issuedAt,
        }),
      );
      // The provider invites by WhatsApp and e-mail; an SMS invitation is ours.
      if (input.channel === 'sms' && signer.phone) {
        await deps.sms
          .send(`55${signer.phone}`, text(actor, 'sms', { place: placeName, title: input.title, url: sent.signUrl }))
          .catch((error: unknown) => deps.log.warn({ err: error }, 'signature SMS not sent'));
      }
      return { document: documentView(row) };
    },

    async list(actor: Actor, input: CallInput<'digitalsignature/list'>): Promise<CallResult<'digitalsignature/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) =>
        repo.list(tx, placeId, {
          ...(input.user_id ? { userId: input.user_id } : {}),
          ...(input.attendancy_id ? { attendancyId: input.attendancy_id } : {}),
        }),
      );
      return { documents: rows.map(documentView) };
    },

    /**
     * The provider says a document changed (webhook or sandbox page): its state is read back from the
     * provider and applied once. Unknown references answer 'unknown'.
     */
    async sync(externalId: string, providerId: string): Promise<'unknown' | 'pending' | 'applied' | 'unchanged'> {
      const match = EXTERNAL_ID.exec(externalId);
      if (!match) return 'unknown';
      const [, placeId = '', documentId = ''] = match;
      const doc = await database.inPlace(placeId, (tx) => repo.find(tx, placeId, documentId));
      if (!doc || doc.providerId !== providerId) return 'unknown';
      const state = await deps.port.state(doc.providerId);
      if (state === 'pending') return 'pending';
      const moved = await database.inPlace(placeId, (tx) => repo.settle(tx, placeId, doc.id, state, now()));
      return moved ? 'applied' : 'unchanged';
    },
  };
}
export type SignaturesService = ReturnType<typeof createSignaturesService>;

function documentView(row: SignatureDocumentRecord) {
  return {
    _id: row.id,
    user_id: row.userId,
    attendancy_id: row.attendancyId,
    title: row.title,
    channel: row.channel as 'whatsapp' | 'email' | 'sms',
    status: row.status as 'sent' | 'signed' | 'refused' | 'cancelled',
    sign_url: row.status === 'sent' ? row.signUrl : null,
    sha256: row.sha256,
    sent_by: row.sentByUserId,
    created_at: row.createdAt.toISOString(),
    signed_at: row.signedAt?.toISOString() ?? null,
  };
}
