import { randomInt } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { SMS_RESEND_FIRST_S, SMS_RESEND_NEXT_S } from '@app/domain/shared/constants';
import type { MessageKey } from '@app/domain/shared/messages';
import { toWirePhone } from '@app/domain/users/rules';
import type { SmsPort } from '../../integrations/sms/port.ts';
import { refuseActing } from '../../platform/acting.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { hashSecret, verifySecret } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { guardRate, rateLimited } from '../../platform/rate-limit.ts';
import { message } from '../../platform/service-kit.ts';
import { smsChecks } from './rate-guard.ts';
import type { SessionService } from './session.service.ts';
import type { SocialLinks } from './social-links.ts';
import { toUserView } from './user-view.ts';
import { LIMITS, PASSWORD_RESET_WINDOW_SECONDS, PIN_ATTEMPTS, PIN_TTL_SECONDS } from './users.limits.ts';
import type { PinPurpose, UsersRepo } from './users.repo.ts';

type PinError = 'WRONG_PIN' | 'TTL_EXPIRED' | 'NO_MORE_PIN_ATTEMPTS';
/** `guessed`: a code was compared and was wrong (what the per-phone count adds up). */
type CheckResult = { ok: true } | { ok: false; pinError: PinError; attemptsRemaining: number; guessed?: boolean };

const PIN_ERROR_KEY: Record<PinError, MessageKey> = {
  WRONG_PIN: 'pinWrong',
  TTL_EXPIRED: 'pinExpired',
  NO_MORE_PIN_ATTEMPTS: 'pinNoMoreAttempts',
};

/** The rate-limit key counting a phone's wrong codes. */
const failureKey = (phone: string) => `pinfail:phone:${phone}`;

export function createPinService(deps: {
  users: UsersRepo;
  sessions: SessionService;
  limiter: RateLimiter;
  sms: SmsPort;
  /** Read before a transaction opens: PGlite has one connection, a query beside an open transaction waits forever. */
  findPlace: (id: string) => Promise<{ name: string } | null>;
  /** identify-user with a 206 ticket links the Google or Apple identity (social-links.ts). */
  socialLinks?: SocialLinks;
}) {
  const { users, sessions, limiter, sms } = deps;
  /** The sender's name in the text: the place's, or 'Pedido' outside a place. */
  const senderName = async (actor: Actor) =>
    actor.place ? ((await deps.findPlace(actor.place.id))?.name ?? '') : 'Pedido';

  /**
   * Prepares a new 4-digit code unless one was sent within the countdown (60 s, then 120 s after a
   * resend): opening the dialog twice does not text twice; an early explicit resend is refused.
   * Returns the SMS to send once the transaction has committed.
   */
  async function prepare(tx: Tx, actor: Actor, phone: string, purpose: PinPurpose, resend: boolean, placeName: string) {
    const now = Date.now();
    const current = await users.latestChallenge(tx, phone, purpose);
    if (current && current.expiresAt.getTime() > now) {
      const wait = current.sends > 1 ? SMS_RESEND_NEXT_S : SMS_RESEND_FIRST_S;
      const left = Math.ceil((current.lastSentAt.getTime() + wait * 1000 - now) / 1000);
      if (left > 0) {
        if (resend) {
          throw new AppError('pin_resend_too_soon', message(actor, 'pinResendWait', { seconds: left }), 429, {
            errorType: 'pin_resend_too_soon',
          });
        }
        const expiresIn = Math.ceil((current.expiresAt.getTime() - now) / 1000);
        return { answer: { sent: true as const, resend_in: left, expires_in: expiresIn }, sms: null };
      }
    }
    // No new code while the phone's checks are locked: it could not be used.
    const locked = await limiter.lockedFor(failureKey(phone), tx);
    if (locked > 0) throw pinLocked(actor, locked);
    await guardRate(
      limiter,
      actor,
      [
        { key: `pin:phone:${phone}`, ...LIMITS.pinSendsPerPhone },
        { key: `pin:ip:${actor.ip}`, ...LIMITS.pinSendsPerIp },
        ...smsChecks(actor, phone),
      ],
      tx,
    );
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    const pinHash = await hashSecret(pin);
    const expiresAt = new Date(now + PIN_TTL_SECONDS * 1000);
    const sends = current ? current.sends + 1 : 1;
    let challengeId = current?.id;
    if (current) {
      await users.updateChallenge(tx, current.id, {
        pinHash,
        attemptsLeft: PIN_ATTEMPTS,
        sends,
        lastSentAt: new Date(now),
        expiresAt,
      });
    } else {
      challengeId = await users.insertChallenge(tx, { phone, purpose, pinHash, attemptsLeft: PIN_ATTEMPTS, expiresAt });
    }
    const text = message(actor, 'pinSms', { place: placeName, pin });
    return {
      answer: {
        sent: true as const,
        resend_in: sends > 1 ? SMS_RESEND_NEXT_S : SMS_RESEND_FIRST_S,
        expires_in: PIN_TTL_SECONDS,
      },
      sms: { to: toWirePhone(phone) ?? `55${phone}`, text, challengeId: challengeId ?? '' },
    };
  }

  /** Texts the prepared code; if the provider fails, the countdown is lifted so the person can retry. */
  async function deliver(actor: Actor, prepared: Awaited<ReturnType<typeof prepare>>) {
    if (!prepared.sms) return prepared.answer;
    const { to, text, challengeId } = prepared.sms;
    try {
      await sms.send(to, text);
    } catch {
      await sessions.run(actor, (tx) => users.updateChallenge(tx, challengeId, { lastSentAt: new Date(0) }));
      throw new AppError('sms_failed', message(actor, 'smsFailed'), 502, { errorType: 'sms_failed' });
    }
    return prepared.answer;
  }

  /** Checks a code. A wrong try is committed before the error is thrown (see `checkOrThrow`). */
  async function check(tx: Tx, phone: string, purpose: PinPurpose, pin: string): Promise<CheckResult> {
    const current = await users.latestChallenge(tx, phone, purpose);
    if (!current || current.expiresAt.getTime() <= Date.now()) {
      return { ok: false, pinError: 'TTL_EXPIRED', attemptsRemaining: current?.attemptsLeft ?? 0 };
    }
    if (current.attemptsLeft <= 0) return { ok: false, pinError: 'NO_MORE_PIN_ATTEMPTS', attemptsRemaining: 0 };
    if (await verifySecret(current.pinHash, pin)) {
      await users.updateChallenge(tx, current.id, { consumedAt: new Date() });
      return { ok: true };
    }
    const left = current.attemptsLeft - 1;
    await users.updateChallenge(tx, current.id, { attemptsLeft: left });
    return {
      ok: false,
      pinError: left > 0 ? 'WRONG_PIN' : 'NO_MORE_PIN_ATTEMPTS',
      attemptsRemaining: left,
      guessed: true,
    };
  }

  function pinFailure(actor: Actor, result: Extract<CheckResult, { ok: false }>) {
    const text = `${message(actor, PIN_ERROR_KEY[result.pinError])} ${message(actor, 'attemptsRemaining', { attempts: result.attemptsRemaining })}`;
    return new AppError('pin_error', text, 400, {
      errorType: 'pin',
      extra: { infobip_return: { pinError: result.pinError, attemptsRemaining: result.attemptsRemaining } },
    });
  }

  /** The phone's checks are locked: the provider's 'no more attempts' shape, with how long to wait. */
  function pinLocked(actor: Actor, seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const text = `${message(actor, 'pinLocked', { minutes })} ${message(actor, 'attemptsRemaining', { attempts: 0 })}`;
    return new AppError('pin_error', text, 429, {
      errorType: 'pin',
      extra: { infobip_return: { pinError: 'NO_MORE_PIN_ATTEMPTS', attemptsRemaining: 0 } },
    });
  }

  /**
   * Runs the check in its own transaction so a wrong try counts even though the call fails. Wrong
   * codes add up per phone across codes and purposes (a new code does not reset them), per address
   * and per place; past the phone's allowance its checks lock for a growing time (decision 048).
   */
  async function checkOrThrow(actor: Actor, phone: string, purpose: PinPurpose, pin: string) {
    await guardRate(limiter, actor, [{ key: `pincheck:ip:${actor.ip}`, ...LIMITS.pinChecksPerIp }]);
    const locked = await limiter.lockedFor(failureKey(phone));
    if (locked > 0) throw pinLocked(actor, locked);
    const counters = [
      { key: `pinfail:ip:${actor.ip}`, ...LIMITS.pinFailuresPerIp },
      ...(actor.place ? [{ key: `pinfail:place:${actor.place.id}`, ...LIMITS.pinFailuresPerPlace }] : []),
    ];
    for (const counter of counters) {
      if ((await limiter.count(counter.key, counter.window)) >= counter.limit) throw rateLimited(actor);
    }
    const result = await sessions.run(actor, (tx) => check(tx, phone, purpose, pin));
    if (result.ok) return;
    if (result.guessed) {
      const lockedNow = await limiter.fail(failureKey(phone), LIMITS.pinFailuresPerPhone);
      for (const counter of counters) await limiter.hit(counter.key, counter.limit, counter.window);
      if (lockedNow > 0) throw pinLocked(actor, lockedNow);
    }
    throw pinFailure(actor, result);
  }

  async function phoneOfUser(actor: Actor, tx: Tx) {
    const user = actor.user ? await users.findUserById(tx, actor.user.userId) : null;
    if (!user) throw new AppError('access_denied', 'access_denied', 403);
    if (!user.phone) throw new AppError('phone_required', message(actor, 'userWithoutPhone'), 400);
    return user;
  }

  async function sendToUser(actor: Actor, resend: boolean) {
    // Validating the phone proves the customer holds it: never on their behalf (decision 046).
    refuseActing(actor, 'actingNotAllowed');
    const placeName = await senderName(actor);
    const prepared = await sessions.run(actor, async (tx) =>
      prepare(tx, actor, (await phoneOfUser(actor, tx)).phone ?? '', 'validate_phone', resend, placeName),
    );
    return deliver(actor, prepared);
  }

  const unknownNumber = (actor: Actor) =>
    new AppError('user_not_found', message(actor, 'loginUnknownNumber'), 404, { errorType: 'user_not_found' });

  return {
    sendValidationPin: (actor: Actor): Promise<CallResult<'sendvalidationpin'>> => sendToUser(actor, false),
    resendValidationPin: (actor: Actor): Promise<CallResult<'resentvalidationpin'>> => sendToUser(actor, true),

    async validatePhone(
      actor: Actor,
      input: CallInput<'validatephonenumber'>,
    ): Promise<CallResult<'validatephonenumber'>> {
      refuseActing(actor, 'actingNotAllowed');
      const user = await sessions.run(actor, (tx) => phoneOfUser(actor, tx));
      await checkOrThrow(actor, user.phone ?? '', 'validate_phone', input.pin_number);
      const session = actor.user;
      return sessions.run(actor, async (tx) => {
        // The validating session stays; staff acting for the person end with the rest.
        const keep = session && !session.actingManagerId ? [session.sessionId] : [];
        const updated = await sessions.provePhone(tx, user, keep, keep.length === 0);
        const member = actor.place ? await users.findMember(tx, actor.place.id, user.id) : null;
        return toUserView(updated, member);
      });
    },

    async resetPasswordBySms(
      actor: Actor,
      input: CallInput<'resetpasswordsms'>,
    ): Promise<CallResult<'resetpasswordsms'>> {
      const phone = input.phone_number;
      if (input.type === 'SEND') {
        await sessions.guardLookup(actor, phone);
        const placeName = await senderName(actor);
        const prepared = await sessions.run(actor, async (tx) => {
          if (!(await users.findUserByPhone(tx, phone))) throw unknownNumber(actor);
          return prepare(tx, actor, phone, 'reset_password', false, placeName);
        });
        return deliver(actor, prepared);
      }
      await checkOrThrow(actor, phone, 'reset_password', input.pin_number);
      return sessions.run(actor, async (tx) => {
        const user = await users.findUserByPhone(tx, phone);
        if (!user) throw unknownNumber(actor);
        // Receiving the SMS proves the phone; the session may set a new password for a short while.
        const validated = await sessions.provePhone(tx, user, [], true);
        const session = await sessions.openSession(tx, actor, validated, {
          passwordResetUntil: new Date(Date.now() + PASSWORD_RESET_WINDOW_SECONDS * 1000),
        });
        return { login: { token: session.token } };
      });
    },

    async identifyUser(actor: Actor, input: CallInput<'identify-user'>): Promise<CallResult<'identify-user'>> {
      const pin = input.pin_number;
      if (!pin) {
        await sessions.guardLookup(actor, input.phone);
        const placeName = await senderName(actor);
        const prepared = await sessions.run(actor, async (tx) => {
          if (!(await users.findUserByPhone(tx, input.phone))) throw unknownNumber(actor);
          return prepare(tx, actor, input.phone, 'identify', false, placeName);
        });
        return { ...(await deliver(actor, prepared)), exists: true };
      }
      await checkOrThrow(actor, input.phone, 'identify', pin);
      return sessions.run(actor, async (tx) => {
        const user = await users.findUserByPhone(tx, input.phone);
        if (!user) throw unknownNumber(actor);
        const proven = await sessions.provePhone(tx, user, [], true);
        // A Google or Apple identity joins an existing account only here, after the SMS proved the phone.
        const ticket =
          input.social_id && deps.socialLinks ? await deps.socialLinks.takeTicket(tx, actor, input.social_id) : null;
        const validated = ticket && deps.socialLinks ? await deps.socialLinks.link(tx, actor, proven, ticket) : proven;
        const session = await sessions.openSession(tx, actor, validated);
        return { ...session, login: { token: session.token } };
      });
    },
  };
}
