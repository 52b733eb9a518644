import type { Actor } from '../../platform/actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { SocialRepo, SocialTicketRecord } from './social.repo.ts';
import type { UserRecord, UsersRepo } from './users.repo.ts';

export const providerLabel = (provider: string) => (provider === 'apple' ? 'Apple' : 'Google');

/**
 * The two moves that finish a social sign-in once the person has an account: taking the 206 ticket
 * (once) and tying the provider's identity to the account. Shared by createuser and identify-user.
 */
export function createSocialLinks(deps: { users: UsersRepo; social: SocialRepo }) {
  return {
    async takeTicket(tx: Tx, actor: Actor, ticket: string): Promise<SocialTicketRecord> {
      const found = await deps.social.takeTicket(tx, hashToken(ticket));
      if (!found) throw refuse(actor, 'socialTicketInvalid', 'social_ticket_invalid', { field: 'social_id' });
      return found;
    },

    /** The identity joins `user`; refused when it already signs somebody else in. Fills an empty photo. */
    async link(tx: Tx, actor: Actor, user: UserRecord, ticket: SocialTicketRecord): Promise<UserRecord> {
      const linked = await deps.social.linkIdentity(tx, {
        userId: user.id,
        provider: ticket.provider,
        subject: ticket.subject,
        email: ticket.email,
      });
      if (!linked) {
        const owner = await deps.social.findIdentity(tx, ticket.provider, ticket.subject);
        if (owner?.userId !== user.id) {
          throw refuse(actor, 'socialTaken', 'social_taken', {
            status: 409,
            field: 'social_id',
            params: { provider: providerLabel(ticket.provider) },
          });
        }
      }
      const changes = {
        ...(user.socialId ? {} : { socialId: `${ticket.provider}:${ticket.subject}` }),
        ...(user.photo || !ticket.picture ? {} : { photo: ticket.picture }),
      };
      return Object.keys(changes).length > 0 ? deps.users.updateUser(tx, user.id, changes) : user;
    },
  };
}
export type SocialLinks = ReturnType<typeof createSocialLinks>;
