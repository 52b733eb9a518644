import type { SocialProvider } from '@app/domain/users/schemas';

/** What a verified id token says about the person; never read from anything the client sent. */
export type VerifiedIdentity = {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/** How the app opens the provider's sign-in (an OAuth 2 authorisation request answered by form_post). */
export type SocialClient = {
  provider: SocialProvider;
  authorize_url: string;
  client_id: string;
  scope: string;
  response_type: string;
};

/** Why a token was refused (tests and logs; the person sees one message). */
export type IdentityFailure = 'unavailable' | 'invalid' | 'nonce' | 'replayed';

export class IdentityError extends Error {
  constructor(
    readonly reason: IdentityFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** Google and Apple sign-in: the id token is checked against the provider's published keys. */
export type IdentityPort = {
  /** The providers configured here, as the login screen needs them; empty when none. */
  clients(): SocialClient[];
  /** Signature, issuer, audience, expiry and nonce; throws IdentityError. Does not record the nonce. */
  verify(provider: SocialProvider, idToken: string, nonce: string): Promise<VerifiedIdentity>;
};
