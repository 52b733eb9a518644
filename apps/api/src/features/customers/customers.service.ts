import type { CallInput, CallResult } from '@app/domain';
import { CUSTOMERS_PAGE_SIZE } from '@app/domain/customers/schemas';
import { CASHBACK_BALANCE_MAX_CENTS } from '@app/domain/shared/bounds';
import { formatMoney } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { message } from '../../platform/service-kit.ts';
import type { CashbackEntryRecord, CashbackRepo, CashbackService } from '../cashback/index.ts';
import type { CustomersRepo } from './customers.repo.ts';

const DETAIL_ROWS = 50;

type SummaryRow = NonNullable<Awaited<ReturnType<CustomersRepo['find']>>>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The back office's customers (decision 039): a customer is a person with a
 * membership at the place who is not staff. Blocks and cashback adjustments are audited (who, when,
 * why); adjustments go through the cashback ledger (decision 017) under the membership's row lock,
 * so the balance never goes below zero however many staff adjust at once.
 */
export function createCustomersService(deps: {
  database: Database;
  customers: CustomersRepo;
  cashback: Pick<CashbackService, 'lockBalance' | 'readBalance'>;
  cashbackRepo: Pick<CashbackRepo, 'post'>;
}) {
  const { database, customers } = deps;
  const notFound = (actor: Actor) => new AppError('not_found', message(actor, 'customerNotFound'), 404);

  const toSummary = (row: SummaryRow, balanceCents: number) => ({
    _id: row.member.userId,
    username: row.username,
    phone: row.phone,
    email: row.email,
    blocked: row.member.blocked,
    block_app_payment: row.member.blockAppPayment,
    balance_cents: balanceCents,
    orders_count: Number(row.ordersCount),
    last_order_at: iso(row.lastOrderAt),
    created_at: row.member.createdAt.toISOString(),
  });
  const toEntry = (e: CashbackEntryRecord) => ({
    _id: e.id,
    amount_cents: e.amountCents,
    kind: e.kind,
    description: e.description,
    order_id: e.orderId,
    expires_at: e.expiresAt?.toISOString() ?? null,
    created_at: e.createdAt.toISOString(),
  });

  /** A customer of the place (not staff), or not_found: staff rows are not customers here. */
  async function customerOf(tx: Tx, actor: Actor, userId: string, forUpdate = false) {
    const row = await customers.find(tx, placeOf(actor).id, userId, { forUpdate });
    if (!row || row.member.isManager || row.member.isOwner) throw notFound(actor);
    return row;
  }

  async function staff(tx: Tx, actor: Actor) {
    const userId = actor.manager?.userId ?? null;
    return { byUserId: userId, byName: userId ? await customers.userName(tx, userId) : null };
  }

  return {
    async listCustomers(
      actor: Actor,
      input: CallInput<'admin/customers/list'>,
    ): Promise<CallResult<'admin/customers/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, async (tx) => {
        const found = await customers.list(
          tx,
          placeId,
          input.search ?? '',
          CUSTOMERS_PAGE_SIZE + 1,
          (input.page - 1) * CUSTOMERS_PAGE_SIZE,
        );
        const page = found.slice(0, CUSTOMERS_PAGE_SIZE);
        // One after another on the transaction's one connection (pg deprecates queueing on a busy client).
        const balances: number[] = [];
        for (const r of page) balances.push(await deps.cashback.readBalance(tx, placeId, r.member.userId));
        return { page, balances, more: found.length > CUSTOMERS_PAGE_SIZE };
      });
      return {
        customers: rows.page.map((r, i) => toSummary(r, rows.balances[i] ?? 0)),
        page: input.page,
        has_more: rows.more,
      };
    },

    async readCustomer(
      actor: Actor,
      input: CallInput<'admin/customers/read'>,
    ): Promise<CallResult<'admin/customers/read'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const row = await customerOf(tx, actor, input.user_id);
        const [balance, orderRows, statement, audit] = [
          await deps.cashback.readBalance(tx, placeId, input.user_id),
          await customers.orders(tx, placeId, input.user_id, DETAIL_ROWS),
          await customers.statement(tx, placeId, input.user_id, DETAIL_ROWS),
          await customers.audit(tx, placeId, input.user_id, DETAIL_ROWS),
        ];
        return {
          customer: { ...toSummary(row, balance), cpf: row.cpf, birthdate: row.birthdate },
          orders: orderRows.map((o) => ({
            _id: o.id,
            number: o.number,
            status: o.status,
            total_cents: o.totalCents,
            delivery_type: o.deliveryType,
            pickup: o.pickup,
            created_at: o.createdAt.toISOString(),
          })),
          statement: statement.map(toEntry),
          audit: audit.map((a) => ({
            _id: a.id,
            action: a.action as CallResult<'admin/customers/read'>['audit'][number]['action'],
            amount_cents: a.amountCents,
            reason: a.reason,
            by: a.byName,
            at: a.createdAt.toISOString(),
          })),
        };
      });
    },

    async blockCustomer(
      actor: Actor,
      input: CallInput<'admin/customers/block'>,
    ): Promise<CallResult<'admin/customers/block'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const row = await customerOf(tx, actor, input.user_id, true);
        const who = await staff(tx, actor);
        const reason = input.reason?.trim() || null;
        const audit = (action: string) =>
          customers.addAudit(tx, { placeId, userId: input.user_id, action, reason, ...who });
        const changes: { blocked?: boolean; blockAppPayment?: boolean } = {};
        if (input.blocked !== undefined && input.blocked !== row.member.blocked) {
          changes.blocked = input.blocked;
          await audit(input.blocked ? 'block' : 'unblock');
        }
        if (input.block_app_payment !== undefined && input.block_app_payment !== row.member.blockAppPayment) {
          changes.blockAppPayment = input.block_app_payment;
          await audit(input.block_app_payment ? 'block_app_payment' : 'unblock_app_payment');
        }
        if (Object.keys(changes).length > 0) await customers.setFlags(tx, row.member.id, changes);
        const after = await customerOf(tx, actor, input.user_id);
        return { customer: toSummary(after, await deps.cashback.readBalance(tx, placeId, input.user_id)) };
      });
    },

    async adjustCashback(
      actor: Actor,
      input: CallInput<'admin/customers/cashback-adjust'>,
    ): Promise<CallResult<'admin/customers/cashback-adjust'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        await customerOf(tx, actor, input.user_id);
        // Locks the membership row (every balance change of this person here waits on it).
        const balance = await deps.cashback.lockBalance(tx, placeId, input.user_id);
        if (balance + input.amount_cents < 0) {
          throw new AppError(
            'cashback_below_zero',
            message(actor, 'cashbackBelowZero', { balance: formatMoney(balance, actor.language) }),
            409,
            { errorType: 'validation', extra: { field: 'amount_cents' } },
          );
        }
        // The balance is int4 cents: adjustments repeated past the cap are refused (decision 051).
        if (balance + input.amount_cents > CASHBACK_BALANCE_MAX_CENTS) {
          throw new AppError(
            'cashback_above_max',
            message(actor, 'cashbackAboveMax', {
              max: formatMoney(CASHBACK_BALANCE_MAX_CENTS, actor.language),
              balance: formatMoney(balance, actor.language),
            }),
            400,
            { errorType: 'validation', extra: { field: 'amount_cents' } },
          );
        }
        const who = await staff(tx, actor);
        const entry = await deps.cashbackRepo.post(tx, {
          placeId,
          userId: input.user_id,
          amountCents: input.amount_cents,
          kind: 'adjustment',
          description: `Ajuste: ${input.reason}`,
        });
        await customers.addAudit(tx, {
          placeId,
          userId: input.user_id,
          action: 'cashback_adjust',
          amountCents: input.amount_cents,
          reason: input.reason,
          entryId: entry.id,
          ...who,
        });
        return { balance_cents: balance + input.amount_cents, entry: toEntry(entry) };
      });
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
