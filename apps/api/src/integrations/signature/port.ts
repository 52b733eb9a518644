import type { SignatureChannel } from '@app/domain/signatures/schemas';

/** One document to sign, as the provider receives it. */
export type SignatureRequest = {
  /** Ours: "<place id>.<document id>", echoed by the provider's webhook. */
  externalId: string;
  name: string;
  pdf: Buffer;
  signer: { name: string; email: string | null; phone: string | null };
  /** How the provider invites the signer; 'sms' is ours to send (the provider answers the link). */
  channel: SignatureChannel;
};

export type SignatureSent = { providerId: string; signUrl: string };

/** Where a document stands at the provider. */
export type SignatureState = 'pending' | 'signed' | 'refused' | 'cancelled';

/** An electronic-signature provider (spec 2 §7 digitalsignature/send-document; decision 175). */
export type SignaturePort = {
  send(request: SignatureRequest): Promise<SignatureSent>;
  /** The document's state read back from the provider (a webhook is only a hint). */
  state(providerId: string): Promise<SignatureState>;
};
