import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { normalizePhone } from '@app/domain/users/rules';
import type { Actor, UserSession } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SessionLifetimes } from '../../platform/config.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { hashSecret, verifySecret } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { guardRate, rateLimited } from '../../platform/rate-limit.ts';
import { message, sessionOf } from '../../platform/service-kit.ts';
import { newToken } from '../../platform/tokens.ts';
import { firstExpiry } from './session-lifetime.ts';
import type { SocialLinks } from './social-links.ts';
import { toManagerView, toUserView } from './user-view.ts';
import { ACTING_SESSION_SECONDS, LIMITS } from './users.limits.ts';
import type { MemberRecord, UserRecord, UsersRepo } from './users.repo.ts';

export type SessionDeps = {
  database: Database;
  users: UsersRepo;
  limiter: RateLimiter;
  lifetimes: SessionLifetimes;
  /** Turns a pending team invitation of the person's validated phone into the role (team.repo.ts). */
  claimInvitation?: (tx: Tx, placeId: string, user: UserRecord, member: MemberRecord) => Promise<MemberRecord>;
  /** Whether a phone may have a pending invitation at the place (in memory: team-invitation-cache.ts). */
  hasPendingInvitation?: (placeId: string, phone: string) => Promise<boolean>;
  /** The person's saved addresses, which readuserinfo carries (spec 1 §3 User.address_list). */
  savedAddresses?: (
    userId: string,
    read?: UserSession['addresses'],
  ) => Promise<CallResult<'readuserinfo'>['address_list']>;
  /** Google and Apple accounts (social-links.ts): createuser with a 206 ticket. */
  socialLinks?: SocialLinks;
};

type SessionResult = CallResult<'createuser'>;

let decoy: Promise<string> | null = null;
/** A hash of a random secret, checked against when there is no account, so both take as long. */
const decoyHash = () => {
  decoy ??= hashSecret(randomBytes(18).toString('base64url'));
  return decoy;
};

export function createSessionService(deps: SessionDeps) {
  const { database, users, limiter } = deps;
  const expiry = (kind: 'user' | 'manager') => firstExpiry(deps.lifetimes[kind]);

  /**
   * checkuser, identify-user and password reset tell whether a number has an account (the spec's
   * 'no account' dialog needs it): few answers per address, and per number asked about.
   */
  const guardLookup = (actor: Actor, identifier: string) =>
    guardRate(limiter, actor, [
      { key: `lookup:ip:${actor.ip}`, ...LIMITS.accountLookupsPerIp },
      { key: `lookup:ipday:${actor.ip}`, ...LIMITS.accountLookupsPerIpDaily },
      { key: `lookup:id:${identifier}`, ...LIMITS.accountLookupsPerIdentifier },
    ]);

  /** One answer for an unknown account, a wrong password and an account without one (no enumeration). */
  const loginFailed = (actor: Actor, by: 'phone' | 'email') =>
    new AppError('wrong_password', message(actor, by === 'phone' ? 'loginFailedPhone' : 'loginFailedEmail'), 401, {
      errorType: 'wrong_password',
    });

  /**
   * The first proof of the phone by SMS claims the account for whoever holds the phone: every token
   * issued before (the person's, staff's who created it or acted as them) ends but those in `keep`.
   * `clearPassword`: a password set before the phone was proven may be someone else's (the staff
   * member or stranger who typed the number); the owner sets their own through the reset.
   */
  async function provePhone(tx: Tx, user: UserRecord, keep: string[], clearPassword: boolean): Promise<UserRecord> {
    if (user.phoneValidated) return user;
    await users.revokeUserSessions(tx, user.id, keep);
    return users.updateUser(tx, user.id, { phoneValidated: true, ...(clearPassword ? { passwordHash: null } : {}) });
  }

  /** The membership after claiming a pending team invitation at the actor's place, if any. */
  async function claim(tx: Tx, actor: Actor, user: UserRecord, member: MemberRecord): Promise<MemberRecord> {
    return actor.place && deps.claimInvitation ? deps.claimInvitation(tx, actor.place.id, user, member) : member;
  }

  /**
   * Signs `user` in at the actor's place: a user token always, and a manager token bound to the place
   * when the person is staff there. Runs inside the caller's transaction.
   */
  async function openSession(
    tx: Tx,
    actor: Actor,
    user: UserRecord,
    options: { actingManagerId?: string; passwordResetUntil?: Date; withManager?: boolean } = {},
  ): Promise<SessionResult> {
    const acting = options.actingManagerId ?? null;
    // Staff act as a customer only at their own place, for a short while (decision 046).
    if (acting && !actor.place) throw new AppError('access_denied', 'access_denied', 403);
    // Signing in at a place (or staff creating the customer there) is what makes a customer of it.
    const joined = actor.place ? await users.ensureMember(tx, actor.place.id, user.id) : null;
    // Staff acting as a customer never trigger that customer's team invitation.
    const member = joined && !acting ? await claim(tx, actor, user, joined) : joined;
    const userToken = newToken();
    await users.insertSession(tx, {
      tokenHash: userToken.hash,
      userId: user.id,
      kind: 'user',
      actingManagerId: acting,
      placeId: acting ? (actor.place?.id ?? null) : null,
      passwordResetUntil: options.passwordResetUntil ?? null,
      expiresAt: acting ? new Date(Date.now() + ACTING_SESSION_SECONDS * 1000) : expiry('user'),
    });
    let manager: SessionResult['manager'] = null;
    if (member && actor.place && (member.isManager || member.isOwner) && options.withManager !== false) {
      const managerToken = newToken();
      await users.insertSession(tx, {
        tokenHash: managerToken.hash,
        userId: user.id,
        kind: 'manager',
        placeId: actor.place.id,
        expiresAt: expiry('manager'),
      });
      manager = toManagerView(member, managerToken.token);
    }
    return { token: userToken.token, user: toUserView(user, member), manager };
  }

  /**
   * The person who opens a place becomes its owner, with a manager session bound to it, inside the
   * transaction that writes the place (onboarding).
   */
  async function openOwnerSeat(tx: Tx, placeId: string, userId: string) {
    const member = await users.insertOwner(tx, placeId, userId);
    const managerToken = newToken();
    await users.insertSession(tx, {
      tokenHash: managerToken.hash,
      userId,
      kind: 'manager',
      placeId,
      expiresAt: expiry('manager'),
    });
    return toManagerView(member, managerToken.token);
  }

  /** Global writes run in a place transaction when there is a place, so the membership is written too. */
  const run = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    actor.place ? database.inPlace(actor.place.id, fn) : database.inTransaction(fn);

  const service = {
    openOwnerSeat,
    openSession,
    claim,
    run,
    guardLookup,
    provePhone,

    async checkUser(actor: Actor, input: CallInput<'checkuser'>): Promise<CallResult<'checkuser'>> {
      const value = input.emailOrPhone.trim();
      await guardLookup(actor, value.includes('@') ? value.toLowerCase() : normalizePhone(value));
      const user = value.includes('@')
        ? await users.findUserByEmail(database.db, value.toLowerCase())
        : await users.findUserByPhone(database.db, normalizePhone(value));
      return user ? { exists: true, phone_validation: user.phoneValidated } : { exists: false };
    },

    /** Phone or e-mail and password; g_token goes to social.service.ts (users.routes.ts). */
    async login(actor: Actor, input: CallInput<'login'>): Promise<SessionResult> {
      await guardRate(limiter, actor, [{ key: `login:ip:${actor.ip}`, ...LIMITS.loginPerIp }]);
      const user = input.phone
        ? await users.findUserByPhone(database.db, input.phone)
        : await users.findUserByEmail(database.db, input.email ?? '');
      // Phone and e-mail count on the same account; an unknown identifier counts on itself.
      const account = user ? `user:${user.id}` : `id:${input.phone ?? input.email ?? ''}`;
      const pair = `loginfail:${account}:ip:${actor.ip}`;
      const total = `loginfail:${account}`;
      const ceiling = LIMITS.loginFailuresPerAccount;
      if ((await limiter.lockedFor(pair)) > 0) throw rateLimited(actor);
      if ((await limiter.count(total, ceiling.window)) >= ceiling.limit) throw rateLimited(actor);
      // An unknown account costs the same hash check as a known one.
      const hash = user?.passwordHash ?? (await decoyHash());
      const ok = (await verifySecret(hash, input.password ?? '')) && Boolean(user?.passwordHash);
      if (!user || !ok) {
        await limiter.fail(pair, LIMITS.loginFailuresPerAccountIp);
        await limiter.hit(total, ceiling.limit, ceiling.window);
        throw loginFailed(actor, input.phone ? 'phone' : 'email');
      }
      await limiter.clear(pair);
      return run(actor, (tx) => openSession(tx, actor, user));
    },

    async createUser(actor: Actor, input: CallInput<'createuser'>): Promise<SessionResult> {
      await guardRate(limiter, actor, [{ key: `createuser:ip:${actor.ip}`, ...LIMITS.createUserPerIp }]);
      const byStaff = Boolean(actor.manager);
      const ticket = input.social_id;
      // A social identity is the person's own: staff never register one for a customer.
      if (ticket && (byStaff || actor.user?.actingManagerId)) throw new AppError('access_denied', 'access_denied', 403);
      if (!byStaff && !input.phone && !input.email) {
        throw new AppError('validation', message(actor, 'phoneContact'), 400, {
          errorType: 'validation',
          extra: { field: 'phone' },
        });
      }
      if (!byStaff && !input.password && !ticket) {
        throw new AppError('validation', `password: ${message(actor, 'required')}`, 400, {
          errorType: 'validation',
          extra: { field: 'password' },
        });
      }
      const passwordHash = input.password ? await hashSecret(input.password) : null;
      return run(actor, async (tx) => {
        if (input.phone && (await users.findUserByPhone(tx, input.phone))) {
          throw new AppError('user_exists', message(actor, 'phoneTaken'), 409, {
            errorType: 'user_exists',
            extra: { field: 'phone' },
          });
        }
        if (input.email && (await users.findUserByEmail(tx, input.email))) {
          throw new AppError('user_exists', message(actor, 'emailTaken'), 409, {
            errorType: 'user_exists',
            extra: { field: 'email' },
          });
        }
        const social = ticket && deps.socialLinks ? await deps.socialLinks.takeTicket(tx, actor, ticket) : null;
        // The provider's verified address, when nobody has it yet (the person may also type one).
        const socialEmail =
          social?.email && !input.email && !(await users.findUserByEmail(tx, social.email)) ? social.email : null;
        const created = await users.insertUser(tx, {
          username: input.username,
          phone: input.phone ?? null,
          email: input.email ?? socialEmail,
          passwordHash,
          cpf: input.cpf ?? null,
          birthdate: input.birthdate ?? null,
          photo: input.photo ?? null,
          masterAccount: byStaff ? (input.master_account ?? false) : false,
          authCode: input.code ?? null,
          loginType: social?.provider ?? 'password',
        });
        const user = social && deps.socialLinks ? await deps.socialLinks.link(tx, actor, created, social) : created;
        // Staff creating a customer get a session *as that customer*, never staff rights for them.
        return openSession(
          tx,
          actor,
          user,
          byStaff ? { actingManagerId: actor.manager?.userId, withManager: false } : {},
        );
      });
    },

    async logout(actor: Actor): Promise<CallResult<'logout'>> {
      await database.inTransaction(async (tx) => {
        if (actor.user) await users.revokeSession(tx, actor.user.sessionId);
        // Ending an acting session ends only that (decision 046): the staff member who sent their
        // manager token with it goes back to their own account, still staff.
        if (actor.manager && !actor.user?.actingManagerId) await users.revokeSession(tx, actor.manager.sessionId);
      });
      return { done: true };
    },

    /** Without address_list: container.ts adds the saved addresses (features/addresses). */
    async readSessionView(actor: Actor): Promise<Omit<CallResult<'readuserinfo'>, 'address_list'>> {
      const session = sessionOf(actor);
      const staff = actor.manager
        ? {
            managerId: actor.manager.memberId,
            owner: actor.manager.isOwner,
            service_supplier_id: actor.manager.supplierId,
            role: actor.manager.role,
          }
        : null;
      // A validated phone with a pending team invitation here becomes staff as soon as the person
      // opens the place signed in; the answer then carries the new manager token (decision 031).
      const known = session.member;
      if (
        actor.place &&
        !actor.manager &&
        !session.actingManagerId &&
        deps.claimInvitation &&
        session.record.phoneValidated &&
        session.record.phone &&
        !(known?.isManager || known?.isOwner) &&
        (await deps.hasPendingInvitation?.(actor.place.id, session.record.phone))
      ) {
        const place = actor.place;
        const claimed = await database.inPlace(place.id, async (tx) => {
          const current = known ?? (await users.ensureMember(tx, place.id, session.userId));
          const after = await claim(tx, actor, session.record, current);
          if (!after.isManager && !after.isOwner) return { member: after, manager: null };
          const managerToken = newToken();
          await users.insertSession(tx, {
            tokenHash: managerToken.hash,
            userId: session.userId,
            kind: 'manager',
            placeId: place.id,
            expiresAt: expiry('manager'),
          });
          return { member: after, manager: toManagerView(after, managerToken.token) };
        });
        return { ...toUserView(session.record, claimed.member), manager: claimed.manager };
      }
      // No query at all: the platform read the person and the membership with the session. Reading
      // the user never makes a customer of the place (decision 046): without a membership the
      // answer has no place facts (no credit, no flags, no orders counted).
      // Whoever acts for the customer is named on every screen.
      const actingBy = session.actingManagerId
        ? ((await users.findUserById(database.db, session.actingManagerId))?.username ?? null)
        : null;
      return { ...toUserView(session.record, session.member), manager: staff, acting_by: actingBy };
    },

    async signInAsCustomer(actor: Actor, input: CallInput<'managerlogin'>): Promise<SessionResult> {
      const place = actor.place;
      const manager = actor.manager;
      if (!place || !manager) throw new AppError('access_denied', 'access_denied', 403);
      return database.inPlace(place.id, async (tx) => {
        const member = await users.findMember(tx, place.id, input.user_id);
        // Staff may act only as customers, never as another staff member.
        const user =
          member && !member.isManager && !member.isOwner ? await users.findUserById(tx, input.user_id) : null;
        if (!user) throw new AppError('user_not_found', message(actor, 'userNotFound'), 404);
        return openSession(tx, actor, user, { actingManagerId: manager.userId, withManager: false });
      });
    },
  };
  return {
    ...service,
    /** The session's view plus the saved addresses. */
    async readUserInfo(actor: Actor): Promise<CallResult<'readuserinfo'>> {
      const view = await service.readSessionView(actor);
      // The platform read them with the session (decision 172); the lookup is the fallback.
      const saved =
        actor.user && deps.savedAddresses ? await deps.savedAddresses(actor.user.userId, actor.user.addresses) : [];
      return { ...view, address_list: saved };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
