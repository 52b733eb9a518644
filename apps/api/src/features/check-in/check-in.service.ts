import { createHash, randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { accountNeedsCheckIn, CHECK_IN_KINDS } from '@app/domain/check-in/rules';
import type { PrintPort } from '../../integrations/print/port.ts';
import { ticketHtml, ticketPdf } from '../../integrations/print/ticket.ts';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { invalidField, localTexts, message } from '../../platform/service-kit.ts';
import type { OpenOrdersService } from '../open-orders/index.ts';
import { PDF_LINK_MS, type PrintRepo, pdfPath } from '../print/index.ts';
import { checkInLines } from './check-in.document.ts';
import type { CheckInAccount, CheckInRecord, CheckInRepo } from './check-in.repo.ts';

const texts = localTexts({
  noOpenOrder: { 'pt-BR': 'Conta não encontrada.', en: 'No Open Order' },
  closed: { 'pt-BR': 'Esta conta já foi fechada.', en: 'This account is already closed.' },
  notARoom: {
    'pt-BR': 'O check-in é feito em um quarto ou chalé.',
    en: 'Check-in is made in a room or chalet.',
  },
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const isCheckInKind = (kind: string) => (CHECK_IN_KINDS as readonly string[]).includes(kind);

export type CheckInDeps = {
  database: Database;
  repo: CheckInRepo;
  /** Opens or joins the room's account by its number (the open-accounts rules: invite code, staff). */
  assign: OpenOrdersService['assign'];
  printLog: Pick<PrintRepo, 'insert' | 'markSent'>;
  port: PrintPort;
  clock?: () => Date;
};

/**
 * Hotel check-in (decision 105): a guest's registration data on their room's open account; the
 * account takes orders only once someone on it has checked in (a checkout step); the printed
 * check-in goes through the print port and the document log.
 */
export function createCheckInService(deps: CheckInDeps) {
  const { database, repo } = deps;
  const now = deps.clock ?? (() => new Date());

  const ref = (a: CheckInAccount) => ({
    _id: a.id,
    kind: a.kind as (typeof CHECK_IN_KINDS)[number],
    number: a.label,
    status: a.status,
  });
  const view = (c: CheckInRecord) => ({
    _id: c.id,
    order_id: c.openOrderId,
    user_id: c.userId,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    guest: c.guest,
  });

  /** The account, for a member of it or staff of the place (spec 3 §2.2: OpenOrder's ownership rule). */
  async function reachable(tx: Tx, actor: Actor, placeId: string, id: string) {
    const account = await repo.account(tx, placeId, id);
    if (!account) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
    if (staffMay(actor, 'board')) return account;
    const userId = actor.user?.userId;
    if (!userId || !(await repo.isMember(tx, placeId, id, userId))) throw accessDenied();
    return account;
  }

  /** What a caller reads: their own check-in; staff without one read the account's newest. */
  async function checkInFor(tx: Tx, actor: Actor, placeId: string, id: string) {
    const userId = actor.user?.userId;
    const own = userId ? await repo.ofGuest(tx, placeId, id, userId) : null;
    return own ?? (staffMay(actor, 'board') ? await repo.newest(tx, placeId, id) : null);
  }

  return {
    async save(actor: Actor, input: CallInput<'checkin/save'>): Promise<CallResult<'checkin/save'>> {
      const placeId = placeOf(actor).id;
      const userId = actor.user?.userId;
      if (!userId) throw accessDenied();
      let accountId = input.order_id;
      if (!accountId) {
        const kind = input.kind ?? 'room';
        if (!isCheckInKind(kind)) throw invalidField('kind', texts(actor, 'notARoom'));
        const assigned = await deps.assign(actor, {
          number: input.number,
          kind,
          ...(input.invite_code ? { invite_code: input.invite_code } : {}),
        });
        accountId = assigned.order._id;
      }
      const id = accountId;
      return database.inPlace(placeId, async (tx) => {
        const account = await reachable(tx, actor, placeId, id);
        if (account.status !== 1) {
          throw new AppError('open_order_closed', texts(actor, 'closed'), 409, { errorType: 'open_order_closed' });
        }
        if (!isCheckInKind(account.kind)) throw invalidField('order_id', texts(actor, 'notARoom'));
        const saved = await repo.save(tx, { placeId, openOrderId: account.id, userId, guest: input.guest });
        return { checkin: view(saved), order: ref(account) };
      });
    },

    async get(actor: Actor, input: CallInput<'checkin/get'>): Promise<CallResult<'checkin/get'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const account = await reachable(tx, actor, placeId, input.order_id);
        const place = await repo.place(tx, placeId);
        const mine = await checkInFor(tx, actor, placeId, account.id);
        const done = mine !== null || (await repo.newest(tx, placeId, account.id)) !== null;
        return {
          order: ref(account),
          checkin: mine ? view(mine) : null,
          required: accountNeedsCheckIn(place?.actions ?? [], account.kind),
          done,
        };
      });
    },

    /** GET docs/checkin: renders the check-in, logs it and sends it to the place's printer. */
    async document(actor: Actor, input: CallInput<'docs/checkin'>): Promise<CallResult<'docs/checkin'>> {
      const placeId = placeOf(actor).id;
      const key = randomBytes(24).toString('base64url');
      const doc = await database.inPlace(placeId, async (tx) => {
        const account = await reachable(tx, actor, placeId, input.order_id);
        const found = await checkInFor(tx, actor, placeId, account.id);
        if (!found) throw new AppError('not_found', message(actor, 'checkinNotFound'), 404);
        const place = await repo.place(tx, placeId);
        const title = `Check-in ${account.label}`;
        const lines = checkInLines({
          placeName: place?.name ?? '',
          spot: account.label,
          guest: found.guest,
          checkedInAt: found.updatedAt,
          printedAt: now(),
        });
        const html = ticketHtml(lines, title);
        const pdf = await ticketPdf(lines, title);
        const row = await deps.printLog.insert(tx, {
          placeId,
          orderId: null,
          kind: 'checkin',
          title,
          html,
          pdfBase64: pdf.toString('base64'),
          keyHash: sha256(key),
          keyExpiresAt: new Date(now().getTime() + PDF_LINK_MS),
          byUserId: actor.manager?.userId ?? actor.user?.userId ?? null,
        });
        return { row, pdf };
      });
      const job = await deps.port.send({ placeId, documentId: doc.row.id, title: doc.row.title, pdf: doc.pdf });
      await database.inPlace(placeId, (tx) =>
        deps.printLog.markSent(tx, placeId, doc.row.id, deps.port.provider, job.jobId),
      );
      return {
        document_id: doc.row.id,
        html: doc.row.html,
        pdf_url: pdfPath(placeId, doc.row.id, key),
        job_id: job.jobId,
      };
    },

    /**
     * A checkout step (before create-order): at a place whose rooms need a check-in, a guest on a
     * room's account orders only once someone on it has checked in (spec 1 §6).
     */
    async assertCheckedIn(tx: Tx, args: { actor: Actor; placeId: string; userId: string }) {
      const account = await repo.currentOf(tx, args.placeId, args.userId);
      if (!account) return;
      const place = await repo.place(tx, args.placeId);
      if (!accountNeedsCheckIn(place?.actions ?? [], account.kind)) return;
      if (await repo.newest(tx, args.placeId, account.id)) return;
      throw new AppError('checkin_required', message(args.actor, 'checkinRequired'), 409, {
        errorType: 'checkin_required',
      });
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
