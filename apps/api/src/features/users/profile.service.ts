import type { CallInput, CallResult, ErrorCode } from '@app/domain';
import type { MessageKey } from '@app/domain/shared/messages';
import { isActing, refuseActing } from '../../platform/acting.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { hashSecret, verifySecret } from '../../platform/passwords.ts';
import { message, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { SessionService } from './session.service.ts';
import { toUserView } from './user-view.ts';
import type { UserChanges, UsersRepo } from './users.repo.ts';

export function createProfileService(deps: {
  database: Database;
  users: UsersRepo;
  sessions: SessionService;
  /** Keeps a browser's Web Push subscription at the place (decision 101); false for other tokens. */
  webPush?: (actor: Actor, pushToken: string) => Promise<boolean>;
}) {
  const { database, users, sessions } = deps;
  const fieldError = (actor: Actor, field: string, key: MessageKey, code: ErrorCode = 'validation', status = 400) =>
    refuse(actor, key, code, { status, field });

  return {
    async updateUser(actor: Actor, input: CallInput<'updateuser'>): Promise<CallResult<'updateuser'>> {
      const session = sessionOf(actor);
      const changes: UserChanges = {};
      // Staff acting as a customer never change how the customer signs in or is reached, nor the
      // identity document the provider ties cards to (decision 046).
      if (input.password !== undefined || input.email !== undefined || input.cpf !== undefined) {
        refuseActing(actor, 'actingCredentials');
      }
      if (input.password !== undefined) {
        const resetting = session.passwordResetUntil !== null && session.passwordResetUntil.getTime() > Date.now();
        if (!resetting) {
          const current = await users.findUserById(database.db, session.userId);
          const ok =
            current?.passwordHash && input.current_password
              ? await verifySecret(current.passwordHash, input.current_password)
              : false;
          if (!ok)
            throw fieldError(
              actor,
              'current_password',
              input.current_password ? 'wrongPassword' : 'currentPasswordRequired',
            );
        }
        changes.passwordHash = await hashSecret(input.password);
      }
      return sessions.run(actor, async (tx) => {
        if (input.email !== undefined) {
          const other = await users.findUserByEmail(tx, input.email);
          if (other && other.id !== session.userId) throw fieldError(actor, 'email', 'emailTaken', 'user_exists', 409);
          changes.email = input.email;
        }
        if (input.username !== undefined) changes.username = input.username;
        if (input.cpf !== undefined) changes.cpf = input.cpf;
        if (input.birthdate !== undefined) changes.birthdate = input.birthdate;
        if (input.photo !== undefined) changes.photo = input.photo;
        const user = await users.updateUser(tx, session.userId, changes);
        if (changes.passwordHash) {
          await users.clearPasswordReset(tx, session.sessionId);
          // A new password ends every other session of the person: only this one (and the manager
          // token sent with it) stays signed in (decision 047).
          const keep = [session.sessionId];
          if (actor.manager?.userId === session.userId) keep.push(actor.manager.sessionId);
          await users.revokeUserSessions(tx, session.userId, keep);
        }
        // Editing one's data is no reason to become a customer of the place; saying who referred
        // you there is (the referral belongs to the membership).
        let member = actor.place ? await users.findMember(tx, actor.place.id, user.id) : null;
        if (actor.place && input.referred_by !== undefined) {
          member ??= await users.ensureMember(tx, actor.place.id, user.id);
          member = await users.updateMember(tx, member.id, { referredBy: input.referred_by });
        }
        return { user: toUserView(user, member), message: message(actor, 'dataUpdated') };
      });
    },

    async updateUserCustom(
      actor: Actor,
      input: CallInput<'updateuserCustom'>,
    ): Promise<CallResult<'updateuserCustom'>> {
      const place = actor.place;
      if (!place) throw accessDenied();
      return database.inPlace(place.id, async (tx) => {
        const found = await users.findMemberByPhone(tx, place.id, input.phone);
        if (!found) throw fieldError(actor, 'phone', 'userNotFound', 'user_not_found', 404);
        const p = input.payload;
        const member = await users.updateMember(tx, found.member.id, {
          ...(p.services_type !== undefined ? { servicesType: p.services_type } : {}),
          ...(p.blocked !== undefined ? { blocked: p.blocked } : {}),
          ...(p.advertising_blocked !== undefined ? { advertisingBlocked: p.advertising_blocked } : {}),
          ...(p.block_app_payment !== undefined ? { blockAppPayment: p.block_app_payment } : {}),
        });
        return toUserView(found.user, member);
      });
    },

    async readUser(actor: Actor, input: CallInput<'getuser'>): Promise<CallResult<'getuser'>> {
      const place = actor.place;
      if (!place) throw accessDenied();
      return database.inPlace(place.id, async (tx) => {
        const member = await users.findMember(tx, place.id, input.user_id);
        const user = member ? await users.findUserById(tx, input.user_id) : null;
        if (!user) throw new AppError('user_not_found', message(actor, 'userNotFound'), 404);
        return toUserView(user, member);
      });
    },

    async registerDevice(actor: Actor, input: CallInput<'registerdevice'>): Promise<CallResult<'registerdevice'>> {
      const session = sessionOf(actor);
      // Push goes to the person, not to staff acting for them (spec 1 §4 staff switch): the app
      // skips it and the server ignores it, with the same answer so the app's flow is unchanged.
      if (isActing(actor)) return { done: true };
      if (deps.webPush && (await deps.webPush(actor, input.push_token))) return { done: true };
      await database.inTransaction((tx) =>
        users.upsertDevice(tx, { userId: session.userId, pushToken: input.push_token, os: input.os, type: input.type }),
      );
      return { done: true };
    },
  };
}
