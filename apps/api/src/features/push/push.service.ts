import { formatDateTime, ORDER_STATUS, orderStatusLabelKey } from '@app/domain/orders/rules';
import type { PushPayload } from '@app/domain/push/rules';
import { pushEndpointAllowed, readWebPushSubscription } from '@app/domain/push/rules';
import type { Locale, MessageKey, MessageParams } from '@app/domain/shared/messages';
import { formatMessage } from '@app/domain/shared/messages';
import { roleHas } from '@app/domain/users/staff-roles';
import webpush from 'web-push';
import type { PushPort, VapidDetails } from '../../integrations/push/index.ts';
import { isActing } from '../../platform/acting.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEvent, OpenOrderEvent, OrderEvent } from '../../platform/events.ts';
import { fieldError } from '../../platform/service-kit.ts';
import type { PushRepo, PushTargetRecord } from './push.repo.ts';

type Log = { warn(obj: object, msg?: string): void };
type PlaceFacts = { id: string; slug: string; name: string };

/** Order statuses the customer hears about: every change but the order's own arrival (2) and 7 (accounts). */
const ANNOUNCED: ReadonlySet<number> = new Set([
  ORDER_STATUS.REFUSED,
  ORDER_STATUS.ACCEPTED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.ERROR,
]);
const ORDER_TTL_S = 3_600;
const STAFF_TTL_S = 600;
const REMINDER_TTL_MAX_S = 86_400;

export type AppointmentReminder = { placeId: string; userId: string; appointmentId: string; startsAt: Date };

/**
 * Web Push (decision 101): subscriptions bound to a person and a place, the VAPID key pair, and the
 * messages: order status changes to the customer, waiter calls and bill requests to the place's
 * floor staff, appointment reminders for the clinic. Sending happens after the change committed
 * (the event bus), never inside a request; failures are logged without personal data.
 */
export function createPushService(deps: {
  database: Database;
  repo: PushRepo;
  port: PushPort;
  /** From the environment (production); else a pair made once and kept in the database. */
  vapid?: VapidDetails;
  /** The VAPID contact of a generated pair. */
  subject: string;
  /** Loopback push services are accepted (the sandbox: tests and e2e). */
  allowLocalEndpoints: boolean;
  findPlace: (idOrSlug: string) => Promise<PlaceFacts | null>;
  log: Log;
  clock?: () => Date;
}) {
  const { database, repo, port, log } = deps;
  const now = deps.clock ?? (() => new Date());
  let vapidPromise: Promise<VapidDetails> | null = null;

  function vapid(): Promise<VapidDetails> {
    if (deps.vapid) return Promise.resolve(deps.vapid);
    vapidPromise ??= (async () => {
      const kept = (await repo.vapidKey()) ?? (await repo.saveVapidKey(webpush.generateVAPIDKeys()));
      return { subject: deps.subject, ...kept };
    })().catch((error: unknown) => {
      vapidPromise = null;
      throw error;
    });
    return vapidPromise;
  }

  const text = (locale: string, key: MessageKey, params?: MessageParams) =>
    formatMessage(key, params, (locale === 'en' ? 'en' : 'pt-BR') satisfies Locale);

  /** Sends to each browser; a gone subscription is deleted, any other failure only logged. */
  async function deliver(
    placeId: string,
    targets: PushTargetRecord[],
    build: (locale: string) => PushPayload,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<number> {
    if (targets.length === 0) return 0;
    const keys = await vapid();
    const outcomes = await Promise.all(
      targets.map(async (target) => {
        try {
          const outcome = await port.send(target, { payload: JSON.stringify(build(target.locale)), ...options }, keys);
          if (outcome.result === 'gone') await database.inPlace(placeId, (tx) => repo.remove(tx, placeId, target.id));
          else if (outcome.result === 'failed') {
            log.warn({ push: hostOf(target.endpoint), status: outcome.status }, 'push refused by the push service');
          }
          return outcome.result === 'sent';
        } catch (error) {
          log.warn({ push: hostOf(target.endpoint), err: (error as Error).name }, 'push not sent');
          return false;
        }
      }),
    );
    return outcomes.filter(Boolean).length;
  }

  async function onOrder(event: OrderEvent) {
    const userId = event.user_id;
    if (!userId || !ANNOUNCED.has(event.status)) return 0;
    const place = await deps.findPlace(event.place_id);
    if (!place) return 0;
    const found = await database.inPlace(place.id, async (tx) => {
      // Payment updates repeat the status, and with Redis every instance hears the event: once.
      if (!(await repo.claim(tx, place.id, `order:${event.order_id}:${event.status}`, now()))) return null;
      return {
        targets: await repo.forUser(tx, place.id, userId),
        facts: await repo.orderFacts(tx, place.id, event.order_id),
      };
    });
    if (!found) return 0;
    const pickup = found.facts ? found.facts.deliveryType === 1 && found.facts.pickup : false;
    return deliver(
      place.id,
      found.targets,
      (locale) => ({
        kind: 'order',
        title: place.name,
        body: text(locale, 'pushOrderStatus', {
          number: event.number,
          status: text(locale, orderStatusLabelKey(event.status, { pickup })),
        }),
        url: `/p/${encodeURIComponent(place.slug)}/meu-pedido/${event.order_id}`,
        tag: `order-${event.order_id}`,
        actions: [
          { action: 'open', title: text(locale, 'pushViewOrder') },
          { action: 'close', title: text(locale, 'pushClose') },
        ],
        order_id: event.order_id,
      }),
      { ttlSeconds: ORDER_TTL_S, urgency: 'high' },
    );
  }

  async function onOpenOrder(event: OpenOrderEvent) {
    if (event.kind !== 'waiter-call' && event.kind !== 'bill-request') return 0;
    const place = await deps.findPlace(event.place_id);
    if (!place) return 0;
    const staff = await database.inPlace(place.id, (tx) => repo.forStaff(tx, place.id));
    // The floor: whoever runs the board (a kitchen-only member is not called to a table).
    const floor = staff.filter((s) => s.isOwner || roleHas(s.staffRole, 'board'));
    const key = event.kind === 'waiter-call' ? 'pushWaiterCall' : 'pushBillRequest';
    return deliver(
      place.id,
      floor,
      (locale) => ({
        kind: 'open-order',
        title: place.name,
        body: text(locale, key, { number: event.number }),
        url: `/p/${encodeURIComponent(place.slug)}/pedidos-em-aberto`,
        tag: `open-order-${event.open_order_id}-${event.kind}`,
        actions: [
          { action: 'open', title: text(locale, 'pushViewAccount') },
          { action: 'close', title: text(locale, 'pushClose') },
        ],
        open_order_id: event.open_order_id,
      }),
      { ttlSeconds: STAFF_TTL_S, urgency: 'high' },
    );
  }

  return {
    async publicKey(): Promise<{ public_key: string }> {
      return { public_key: (await vapid()).publicKey };
    },

    /**
     * Keeps a browser's subscription (from registerdevice) for the caller at the request's place;
     * false when the token is not a Web Push subscription (a native device token) or there is no
     * place to bind it to. Staff acting as a customer register nothing (spec 3 §4).
     */
    async subscribe(actor: Actor, pushToken: string): Promise<boolean> {
      const subscription = readWebPushSubscription(pushToken);
      if (!subscription || !actor.place || !actor.user) return false;
      if (isActing(actor)) return true;
      if (!pushEndpointAllowed(subscription.endpoint, { local: deps.allowLocalEndpoints })) {
        throw fieldError(actor, 'push_token', 'pushEndpointRefused');
      }
      const placeId = actor.place.id;
      const userId = actor.user.userId;
      await database.inPlace(placeId, (tx) =>
        repo.upsert(tx, {
          placeId,
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          // The manager token says the board is open on this browser: staff messages come here too.
          audience: actor.manager ? 'staff' : 'customer',
          locale: actor.language,
        }),
      );
      return true;
    },

    /** An event of the bus (after its change committed): the messages it means. Resolves with how many were sent. */
    async onEvent(event: AppEvent): Promise<number> {
      try {
        if (event.type === 'order') return await onOrder(event);
        if (event.type === 'open-order') return await onOpenOrder(event);
      } catch (error) {
        log.warn({ err: (error as Error).name, event: event.type }, 'push for an event failed');
      }
      return 0;
    },

    /** For the clinic's reminder job: 'Lembrete: seu horário é 27/11/2026 - 14h30.' to the patient's browsers. */
    async notifyAppointmentReminder(reminder: AppointmentReminder): Promise<number> {
      const place = await deps.findPlace(reminder.placeId);
      if (!place) return 0;
      const targets = await database.inPlace(place.id, (tx) => repo.forUser(tx, place.id, reminder.userId));
      const untilStart = Math.floor((reminder.startsAt.getTime() - now().getTime()) / 1000);
      return deliver(
        place.id,
        targets,
        (locale) => ({
          kind: 'appointment',
          title: place.name,
          body: text(locale, 'pushAppointmentReminder', { when: formatDateTime(reminder.startsAt) }),
          url: `/p/${encodeURIComponent(place.slug)}/meus-agendamentos`,
          tag: `appointment-${reminder.appointmentId}`,
          actions: [
            { action: 'open', title: text(locale, 'pushViewAppointment') },
            { action: 'close', title: text(locale, 'pushClose') },
          ],
        }),
        { ttlSeconds: Math.max(60, Math.min(REMINDER_TTL_MAX_S, untilStart)), urgency: 'normal' },
      );
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;

/** The push service's host only: the rest of an endpoint identifies a person's browser. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return 'invalid';
  }
}
