import type { CallInput, CallResult } from '@app/domain';
import type { SocialProvider } from '@app/domain/users/schemas';
import { IdentityError, type IdentityPort, type VerifiedIdentity } from '../../integrations/identity/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { message, refuse } from '../../platform/service-kit.ts';
import { newToken } from '../../platform/tokens.ts';
import type { SessionService } from './session.service.ts';
import type { SocialRepo } from './social.repo.ts';
import { providerLabel } from './social-links.ts';
import type { UsersRepo } from './users.repo.ts';

/** How long the register steps may take after the provider said who the person is. */
const TICKET_MINUTES = 30;
/** A used nonce is kept past any token that could carry it (tokens live at most an hour here). */
const NONCE_KEPT_MS = 2 * 3_600_000;

export type SocialDeps = {
  database: Database;
  users: UsersRepo;
  social: SocialRepo;
  sessions: SessionService;
  identity: IdentityPort;
  /** Records a nonce; false when already used (integrations/identity). */
  useNonce: (provider: string, nonce: string, expiresAt: Date) => Promise<boolean>;
  log?: { warn: (o: object, msg: string) => void };
};

/** login with g_token (spec 1 §7): an existing identity signs in; a new one answers 206 and a ticket. */
export function createSocialService(deps: SocialDeps) {
  const { database, users, social, sessions } = deps;

  /** The verified identity; every failure is one message to the person, the reason goes to the log. */
  async function verified(
    actor: Actor,
    provider: SocialProvider,
    idToken: string,
    nonce: string,
  ): Promise<VerifiedIdentity> {
    const params = { provider: providerLabel(provider) };
    try {
      const who = await deps.identity.verify(provider, idToken, nonce);
      // The token signs in once: a second use of the same nonce is a replay.
      if (!(await deps.useNonce(provider, nonce, new Date(Date.now() + NONCE_KEPT_MS)))) {
        throw new IdentityError('replayed', `${provider} nonce already used`);
      }
      return who;
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      deps.log?.warn({ identity: { provider, reason: error.reason } }, 'social sign-in refused');
      if (error.reason === 'unavailable') {
        throw refuse(actor, 'socialUnavailable', 'social_token_invalid', { status: 503, params, field: 'g_token' });
      }
      throw refuse(actor, 'socialTokenInvalid', 'social_token_invalid', { status: 401, params, field: 'g_token' });
    }
  }

  return {
    async login(actor: Actor, input: CallInput<'login'>): Promise<CallResult<'login'>> {
      const provider = input.provider ?? 'google';
      const who = await verified(actor, provider, input.g_token ?? '', input.nonce ?? '');
      const link = await social.findIdentity(database.db, who.provider, who.subject);
      const user = link ? await users.findUserById(database.db, link.userId) : null;
      if (user) return sessions.run(actor, (tx) => sessions.openSession(tx, actor, user));
      const ticket = newToken();
      await social.insertTicket(database.db, {
        tokenHash: ticket.hash,
        provider: who.provider,
        subject: who.subject,
        // Only an address the provider verified may land on an account.
        email: who.emailVerified ? who.email : null,
        name: who.name,
        picture: who.picture,
        expiresAt: new Date(Date.now() + TICKET_MINUTES * 60_000),
      });
      // Spec 3 §2.4: HTTP 206 means 'register, then log in'. Sent in the error envelope so that
      // login keeps one answer type for every caller (decision 096).
      throw new AppError('social_register', message(actor, 'socialRegister'), 206, {
        errorType: 'register',
        extra: {
          social: {
            social_id: ticket.token,
            provider: who.provider,
            username: who.name,
            email: who.emailVerified ? who.email : null,
            photo: who.picture,
          },
        },
      });
    },
  };
}
