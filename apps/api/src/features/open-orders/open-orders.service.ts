import { randomInt } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import type { OpenOrderEventKind } from '@app/domain/open-orders/events';
import {
  billTotals,
  type ConsumeKind,
  DEFAULT_SERVICE_FEE_BP,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  normaliseInviteCode,
  OPEN_ORDER_STATUS,
} from '@app/domain/open-orders/rules';
import { centsToReais, reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { sameSecret } from '../../platform/tokens.ts';
import { NOT_ON_BILL, type OpenOrderPlace, type OpenOrderRecord, type OpenOrdersRepo } from './open-orders.repo.ts';
import { resolveSpot } from './open-orders.spots.ts';
import { openOrderTexts as texts } from './open-orders.texts.ts';
import type { TableCodesRepo } from './table-codes.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A fresh invite (or table) code: crypto random, no look-alike characters. */
export function newInviteCode(length = INVITE_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Wrong invite codes a person (or, anonymous, an address) may try per window. */
const CODE_TRIES = 10;
const CODE_WINDOW_S = 15 * 60;

export type OpenOrdersDeps = {
  database: Database;
  repo: OpenOrdersRepo;
  events: Pick<EventBus, 'publish'>;
  limiter: Pick<RateLimiter, 'hit'>;
  tableCodes: Pick<TableCodesRepo, 'codeOf'>;
  clock?: () => Date;
};

/**
 * Open accounts (decision 070): opening a spot (the first guest, or staff), joining with the
 * invite code, the bill with its service fee, waiter calls and bill requests, staff moves, merges
 * and closing. Orders join the account through `joinRound` (a checkout step, wired in container.ts).
 */
export function createOpenOrdersService(deps: OpenOrdersDeps) {
  const { database, repo, events } = deps;
  const now = deps.clock ?? (() => new Date());

  const money = (actor: Actor, cents: number) =>
    new Intl.NumberFormat(actor.language, { style: 'currency', currency: 'BRL' }).format(cents / 100);

  async function placeFacts(tx: Tx, actor: Actor, placeId: string): Promise<OpenOrderPlace> {
    const place = await repo.place(tx, placeId);
    if (!place?.comandaFacil) throw new AppError('not_found', texts(actor, 'noOpenOrders'), 404);
    return place;
  }

  /** Where a typed number points: the listed consume place it names, or a free-form number. */
  function spotOf(actor: Actor, place: OpenOrderPlace, numberText: string, kindAsked: ConsumeKind | undefined) {
    const spot = resolveSpot(place, numberText, kindAsked);
    if (!spot) throw invalidField('number', texts(actor, 'unknownNumber'));
    return spot;
  }

  async function mustFind(tx: Tx, actor: Actor, placeId: string, id: string, forUpdate = false) {
    const account = await repo.find(tx, placeId, id, { forUpdate });
    if (!account) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
    return account;
  }

  const mustBeOpen = (actor: Actor, account: OpenOrderRecord) => {
    if (account.status !== OPEN_ORDER_STATUS.OPEN) {
      throw new AppError('open_order_closed', texts(actor, 'closed'), 409, { errorType: 'open_order_closed' });
    }
  };

  /** Members read their account; staff read every account of the place; anyone else is refused. */
  async function mayRead(tx: Tx, actor: Actor, account: OpenOrderRecord) {
    if (actor.manager) return;
    const userId = actor.user?.userId;
    if (!userId || !(await repo.isMember(tx, account.placeId, account.id, userId))) throw accessDenied();
  }

  async function view(tx: Tx, account: OpenOrderRecord, place: OpenOrderPlace | null) {
    // One after another: the transaction's one connection runs one query at a time (pg deprecates
    // queueing a query on a busy client).
    const members = await repo.members(tx, account.placeId, account.id);
    const rounds = await repo.rounds(tx, account.placeId, account.id);
    const payments = await repo.payments(tx, account.placeId, account.id);
    const billed = rounds.filter((r) => !NOT_ON_BILL.includes(r.status));
    const consumptionCents = billed.reduce((sum, r) => sum + r.totalCents, 0);
    const paidCents =
      billed.filter((r) => r.paidAlone).reduce((sum, r) => sum + r.totalCents, 0) +
      payments.reduce((sum, p) => sum + p.amountCents, 0);
    const totals = billTotals({ consumptionCents, feeBp: account.serviceFeeBp, paidCents });
    return {
      _id: account.id,
      kind: account.kind,
      number: account.label,
      status: account.status,
      name: account.name,
      consume_place_id: account.consumePlaceId,
      invite_code: account.inviteCode,
      wifi_password: place?.wifiPassword ?? null,
      created_at: account.createdAt.toISOString(),
      closed_at: iso(account.closedAt),
      waiter_called_at: iso(account.waiterCalledAt),
      bill_requested_at: iso(account.billRequestedAt),
      service_fee_percent: account.serviceFeeBp / 100,
      members: members.map((m) => ({
        user_id: m.userId,
        username: m.username,
        joined_at: m.joinedAt.toISOString(),
        consumption: centsToReais(billed.filter((r) => r.userId === m.userId).reduce((s, r) => s + r.totalCents, 0)),
      })),
      rounds: rounds.map((r) => ({
        order_id: r.orderId,
        number: r.number,
        status: r.status,
        user_id: r.userId,
        username: r.username,
        created_at: r.createdAt.toISOString(),
        products: r.items.map((i) => ({
          productname: i.name,
          quantity: i.quantity,
          line_total: centsToReais(i.quantity * i.unitCents),
        })),
        total: centsToReais(r.totalCents),
      })),
      consumption: centsToReais(totals.consumptionCents),
      service_fee: centsToReais(totals.feeCents),
      total: centsToReais(totals.totalCents),
      paid: centsToReais(totals.paidCents),
      balance: centsToReais(totals.balanceCents),
      payments: payments.map((p) => ({
        payment_type: p.paymentType,
        amount: centsToReais(p.amountCents),
        at: p.createdAt.toISOString(),
        by: p.byName,
      })),
    };
  }

  const ref = (a: OpenOrderRecord) => ({ _id: a.id, kind: a.kind, number: a.label, status: a.status });

  /** Tells staff and the account's guests; other features subscribe to the bus (push). */
  async function announce(tx: Tx, account: OpenOrderRecord, kind: OpenOrderEventKind) {
    const members = await repo.members(tx, account.placeId, account.id);
    return () =>
      events.publish({
        type: 'open-order',
        place_id: account.placeId,
        open_order_id: account.id,
        kind,
        number: account.label,
        status: account.status,
        member_ids: members.map((m) => m.userId),
      });
  }

  /** An invite code's refusal, or a spot code's worded for the kind of account (decision 207). */
  type CodeRefusal = 'codeNeeded' | 'codeWrong' | `${ConsumeKind}CodeNeeded` | `${ConsumeKind}CodeWrong`;
  async function refuseCode(tx: Tx, actor: Actor, placeId: string, key: CodeRefusal) {
    const who = actor.user?.userId ?? actor.ip;
    const allowed = await deps.limiter.hit(`open-order-code:${placeId}:${who}`, CODE_TRIES, CODE_WINDOW_S, tx);
    if (!allowed) {
      throw new AppError('rate_limited', texts(actor, 'tooManyCodes'), 429, { errorType: 'rate_limited' });
    }
    const code = key === 'codeNeeded' || key === 'codeWrong' ? 'open_order_code' : 'table_code';
    return new AppError(code, texts(actor, key), 403, { errorType: code });
  }

  /** Opening a free spot takes the code printed at it (decision 186); staff on the floor open without. */
  async function mustHoldTableCode(
    tx: Tx,
    actor: Actor,
    placeId: string,
    spot: { spotKey: string; kind: ConsumeKind },
    typed?: string,
  ) {
    if (staffMay(actor, 'board')) return;
    const printed = await deps.tableCodes.codeOf(tx, placeId, spot.spotKey);
    if (typed !== undefined && printed !== null && sameSecret(normaliseInviteCode(typed), printed)) return;
    throw await refuseCode(tx, actor, placeId, `${spot.kind}${typed === undefined ? 'CodeNeeded' : 'CodeWrong'}`);
  }

  const codeMatches = (account: OpenOrderRecord, code: string | undefined) =>
    code !== undefined && sameSecret(normaliseInviteCode(code), account.inviteCode);

  async function memberAction(
    actor: Actor,
    id: string,
    kind: 'waiter-call' | 'bill-request',
    patch: () => { waiterCalledAt?: Date; billRequestedAt?: Date; serviceFeeBp?: number },
  ) {
    const placeId = placeOf(actor).id;
    let publish: () => void = () => {};
    const result = await database.inPlace(placeId, async (tx) => {
      const found = await mustFind(tx, actor, placeId, id, true);
      await mayRead(tx, actor, found);
      mustBeOpen(actor, found);
      const account = (await repo.update(tx, placeId, found.id, patch())) ?? found;
      publish = await announce(tx, account, kind);
      return { order: await view(tx, account, await repo.place(tx, placeId)) };
    });
    publish();
    return result;
  }

  return {
    async listConsumePlaces(actor: Actor): Promise<CallResult<'consumeplace/list'>> {
      const placeId = placeOf(actor).id;
      const place = await database.inPlace(placeId, (tx) => repo.place(tx, placeId));
      return {
        consume_places: (place?.consumePlaces ?? [])
          .filter((p) => p.active)
          .map((p) => ({ _id: p.id, kind: p.kind, name: p.name })),
        option: place?.option ?? null,
      };
    },

    async check(actor: Actor, input: CallInput<'openorder/check'>): Promise<CallResult<'openorder/check'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const place = await placeFacts(tx, actor, placeId);
        const spot = spotOf(actor, place, input.number, input.kind);
        const account = await repo.openAt(tx, placeId, spot.spotKey);
        return {
          free: account === null,
          table_code_required: account === null && !staffMay(actor, 'board'),
          order: account ? ref(account) : null,
          consume_place: spot.consumePlace
            ? { _id: spot.consumePlace.id, kind: spot.consumePlace.kind, name: spot.consumePlace.name }
            : null,
        };
      });
    },

    /** The invite link /pedido/{comanda}/codigo/{code}: says which account the code opens. */
    async invite(actor: Actor, input: CallInput<'openorder/invite'>): Promise<CallResult<'openorder/invite'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const account = await repo.find(tx, placeId, input.comanda);
        if (!account || !codeMatches(account, input.inviteCode))
          throw await refuseCode(tx, actor, placeId, 'codeWrong');
        mustBeOpen(actor, account);
        return { order: ref(account) };
      });
    },

    /**
     * Opens a free spot for the caller (the first guest), or joins an open account: with its
     * invite code, as a member already, or as staff taking it over.
     */
    async assign(actor: Actor, input: CallInput<'openorder/assign'>): Promise<CallResult<'openorder/assign'>> {
      const placeId = placeOf(actor).id;
      const userId = actor.user?.userId;
      if (!userId) throw accessDenied();
      let publish: () => void = () => {};
      const result = await database.inPlace(placeId, async (tx) => {
        const place = await placeFacts(tx, actor, placeId);
        let account: OpenOrderRecord | null;
        let opened = false;
        if (input.order_id) {
          account = await mustFind(tx, actor, placeId, input.order_id);
          mustBeOpen(actor, account);
        } else {
          const spot = spotOf(actor, place, input.number ?? '', input.kind);
          if (!(await repo.openAt(tx, placeId, spot.spotKey))) {
            // The check-in form has one code field: a free room takes the room's code from it.
            await mustHoldTableCode(tx, actor, placeId, spot, input.table_code ?? input.invite_code);
          }
          account = await repo.insertIfFree(tx, {
            placeId,
            kind: spot.kind,
            spotKey: spot.spotKey,
            label: spot.label,
            consumePlaceId: spot.consumePlaceId,
            inviteCode: newInviteCode(),
            openedByUserId: userId,
            serviceFeeBp: DEFAULT_SERVICE_FEE_BP,
          });
          opened = account !== null;
          // Someone else holds it (or opened it a moment ago): joining rules below.
          account ??= await repo.openAt(tx, placeId, spot.spotKey);
          if (!account)
            throw new AppError('open_order_taken', texts(actor, 'taken'), 409, { errorType: 'open_order_taken' });
        }
        const member = opened || (await repo.isMember(tx, placeId, account.id, userId));
        // Staff on the floor take over an occupied number without the code (spec 1 §4).
        if (!member && !staffMay(actor, 'board') && !codeMatches(account, input.invite_code)) {
          throw await refuseCode(tx, actor, placeId, input.invite_code === undefined ? 'codeNeeded' : 'codeWrong');
        }
        await repo.addMember(tx, placeId, account.id, userId);
        if (opened) publish = await announce(tx, account, 'opened');
        else if (!member) publish = await announce(tx, account, 'joined');
        return { order: await view(tx, account, place), opened };
      });
      publish();
      return result;
    },

    async get(actor: Actor, input: CallInput<'openorder/get'>): Promise<CallResult<'openorder/get'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const account = await mustFind(tx, actor, placeId, input.order_id);
        await mayRead(tx, actor, account);
        return { order: await view(tx, account, await repo.place(tx, placeId)) };
      });
    },

    async list(actor: Actor): Promise<CallResult<'openorder/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.listOpen(tx, placeId));
      return {
        orders: rows.map((r) => {
          const totals = billTotals({
            consumptionCents: r.consumptionCents,
            feeBp: r.account.serviceFeeBp,
            paidCents: r.paidCents,
          });
          return {
            ...ref(r.account),
            name: r.account.name,
            created_at: r.account.createdAt.toISOString(),
            waiter_called_at: iso(r.account.waiterCalledAt),
            bill_requested_at: iso(r.account.billRequestedAt),
            members: r.members,
            rounds: r.rounds,
            total: centsToReais(totals.totalCents),
            balance: centsToReais(totals.balanceCents),
          };
        }),
      };
    },

    async update(actor: Actor, input: CallInput<'openorder/update'>): Promise<CallResult<'openorder/update'>> {
      const placeId = placeOf(actor).id;
      const publishers: Array<() => void> = [];
      const result = await database.inPlace(placeId, async (tx) => {
        const place = await placeFacts(tx, actor, placeId);
        let account = await mustFind(tx, actor, placeId, input.order_id, true);
        mustBeOpen(actor, account);
        if (input.number !== undefined) {
          const spot = spotOf(actor, place, input.number, input.kind ?? account.kind);
          if (spot.spotKey !== account.spotKey) {
            const holder = await repo.openAt(tx, placeId, spot.spotKey);
            if (holder)
              throw new AppError('open_order_taken', texts(actor, 'taken'), 409, {
                errorType: 'open_order_taken',
                extra: { field: 'number' },
              });
            account =
              (await repo.update(tx, placeId, account.id, {
                kind: spot.kind,
                spotKey: spot.spotKey,
                label: spot.label,
                consumePlaceId: spot.consumePlaceId,
              })) ?? account;
          }
        }
        if (input.name !== undefined) {
          account = (await repo.update(tx, placeId, account.id, { name: input.name.trim() || null })) ?? account;
        }
        if (input.merge_from !== undefined) {
          if (input.merge_from === account.id) throw invalidField('merge_from', texts(actor, 'sameAccount'));
          const source = await mustFind(tx, actor, placeId, input.merge_from, true);
          mustBeOpen(actor, source);
          await repo.moveContents(tx, placeId, source.id, account.id);
          const closed = await repo.update(tx, placeId, source.id, {
            status: OPEN_ORDER_STATUS.CLOSED,
            mergedIntoId: account.id,
            closedAt: now(),
            closedByUserId: actor.manager?.userId ?? null,
          });
          if (closed) publishers.push(await announce(tx, closed, 'closed'));
        }
        if (input.remove_user_id !== undefined) {
          if (!(await repo.isMember(tx, placeId, account.id, input.remove_user_id))) {
            throw invalidField('remove_user_id', texts(actor, 'notMember'));
          }
          await repo.removeMember(tx, placeId, account.id, input.remove_user_id);
        }
        if (input.acknowledge !== undefined) {
          const a = input.acknowledge;
          account =
            (await repo.update(tx, placeId, account.id, {
              ...(a === 'waiter' || a === 'all' ? { waiterCalledAt: null } : {}),
              ...(a === 'bill' || a === 'all' ? { billRequestedAt: null } : {}),
            })) ?? account;
        }
        publishers.push(await announce(tx, account, input.acknowledge ? 'acknowledged' : 'updated'));
        return { order: await view(tx, account, place) };
      });
      for (const p of publishers) p();
      return result;
    },

    /** makerequest: a guest calls the waiter; the staff list shows it until acknowledged. */
    async callWaiter(actor: Actor, input: CallInput<'makerequest'>): Promise<CallResult<'makerequest'>> {
      return memberAction(actor, input.order_id, 'waiter-call', () => ({ waiterCalledAt: now() }));
    },

    /** requestbill: a guest asks for the bill, with the tip they chose (0 allowed). */
    async requestBill(actor: Actor, input: CallInput<'requestbill'>): Promise<CallResult<'requestbill'>> {
      return memberAction(actor, input.order_id, 'bill-request', () => ({
        billRequestedAt: now(),
        ...(input.service_fee_percent !== undefined
          ? { serviceFeeBp: Math.round(input.service_fee_percent * 100) }
          : {}),
      }));
    },

    /** Staff close the account with what they collected; the bill must be covered unless forced. */
    async finish(
      actor: Actor,
      input: CallInput<'admin/finishopenorder'>,
    ): Promise<CallResult<'admin/finishopenorder'>> {
      const placeId = placeOf(actor).id;
      let publish: () => void = () => {};
      const result = await database.inPlace(placeId, async (tx) => {
        const found = await mustFind(tx, actor, placeId, input.order_id, true);
        mustBeOpen(actor, found);
        const staffId = actor.manager?.userId ?? null;
        const byName = staffId ? await repo.userName(tx, staffId) : null;
        await repo.addPayments(
          tx,
          placeId,
          found.id,
          input.payments.map((p) => ({
            paymentType: p.payment_type,
            amountCents: reaisToCents(p.amount),
            byUserId: staffId,
            byName,
          })),
        );
        const bill = await view(tx, found, null);
        const balanceCents = reaisToCents(bill.balance);
        if (balanceCents > 0 && !input.force) {
          throw new AppError(
            'open_order_balance',
            texts(actor, 'balanceLeft', { amount: money(actor, balanceCents) }),
            409,
            {
              errorType: 'open_order_balance',
              extra: { field: 'payments' },
            },
          );
        }
        publish = await announce(tx, { ...found, status: OPEN_ORDER_STATUS.CLOSED }, 'closed');
        const closed =
          (await repo.update(tx, placeId, found.id, {
            status: OPEN_ORDER_STATUS.CLOSED,
            closedAt: now(),
            closedByUserId: staffId,
            waiterCalledAt: null,
            billRequestedAt: null,
          })) ?? found;
        await repo.closePendingRounds(tx, placeId, found.id, { userId: staffId, name: byName });
        await repo.releaseMembers(tx, placeId, found.id);
        return { order: await view(tx, closed, await repo.place(tx, placeId)) };
      });
      publish();
      return result;
    },

    /**
     * A checkout step (after create-order): an order placed by a guest with an open account at the
     * place joins it as a round. Runs inside the order's transaction.
     */
    async joinRound(tx: Tx, args: { placeId: string; userId: string; orderId: string }) {
      const account = await repo.currentOf(tx, args.placeId, args.userId);
      if (!account) return null;
      await repo.linkRound(tx, args.placeId, account.id, args.orderId);
      return announce(tx, account, 'round');
    },
  };
}
export type OpenOrdersService = ReturnType<typeof createOpenOrdersService>;
