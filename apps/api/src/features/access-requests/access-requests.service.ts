import type { CallInput, CallResult } from '@app/domain';
import { ACCESS_LIST_MAX, accessRequired } from '@app/domain/access-requests/rules';
import type { AccessRequest } from '@app/domain/access-requests/schemas';
import { toWirePhone } from '@app/domain/users/rules';
import type { SmsPort } from '../../integrations/sms/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { localTexts, sessionOf } from '../../platform/service-kit.ts';
import type { AccessRequestRecord, AccessRequestsRepo } from './access-requests.repo.ts';

const text = localTexts({
  notFound: { 'pt-BR': 'Solicitação de acesso não encontrada.', en: 'Access request not found.' },
  decided: { 'pt-BR': 'Esta solicitação já foi respondida.', en: 'This request has already been answered.' },
  required: {
    'pt-BR': 'Seu acesso a este estabelecimento ainda não foi aprovado.',
    en: 'Your access to this place has not been approved yet.',
  },
  notNeeded: {
    'pt-BR': 'Você já tem acesso a este estabelecimento.',
    en: 'You already have access to this place.',
  },
  approvedSms: {
    'pt-BR': '{place}: seu acesso foi aprovado. Abra o app para continuar.',
    en: '{place}: your access was approved. Open the app to continue.',
  },
  refusedSms: {
    'pt-BR': '{place}: sua solicitação de acesso não foi aprovada.',
    en: '{place}: your access request was not approved.',
  },
});

type AccessPlace = { name: string; serviceSupplier: boolean; newUserFlow: boolean };

function toWire(r: AccessRequestRecord): AccessRequest {
  return {
    _id: r.id,
    user_id: r.userId,
    username: r.username,
    phone: r.phone,
    status: r.status,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decided_by: r.decidedBy,
  };
}

/**
 * Access requests of the new-user flow (spec 3 §2.2–§2.3 step 6; decision 122). The person asks
 * and checks; staff of the place decide; the person hears by SMS after the commit, and their open
 * RequestAccess screen at once through the live stream (decision 188).
 */
export function createAccessRequestsService(deps: {
  database: Database;
  repo: AccessRequestsRepo;
  sms: SmsPort;
  findPlace: (id: string) => Promise<AccessPlace | null>;
  /** Tells the person's open screens at once (decision 188). */
  events: Pick<EventBus, 'publish'>;
  log?: { warn(obj: object, msg?: string): void };
}) {
  const { database, repo } = deps;

  async function assertLetIn(
    tx: Tx,
    actor: Actor,
    place: { id: string; serviceSupplier: boolean; newUserFlow: boolean },
  ) {
    if (!place.serviceSupplier || !place.newUserFlow) return;
    if (!mustAsk(actor, { service_supplier: true, new_user_flow: true })) return;
    const request = await repo.ofUser(tx, place.id, sessionOf(actor).userId);
    if (request?.status === 'approved') return;
    throw new AppError('access_required', text(actor, 'required'), 403, { errorType: 'access_required' });
  }

  async function flowOf(placeId: string) {
    const place = await deps.findPlace(placeId);
    return { service_supplier: !!place?.serviceSupplier, new_user_flow: !!place?.newUserFlow, name: place?.name ?? '' };
  }

  /** Whether this caller must be approved, whatever their request says. */
  function mustAsk(actor: Actor, place: { service_supplier: boolean; new_user_flow: boolean }) {
    const session = sessionOf(actor);
    return accessRequired({
      place,
      masterAccount: session.record.masterAccount,
      staff: !!actor.manager || !!session.member?.isManager || session.actingManagerId !== null,
      status: null,
    });
  }

  return {
    /**
     * Inside placing an order (decision 122): a person the place has not let in yet cannot order
     * there by calling the API directly, whatever the web guard shows.
     */
    assertLetIn,

    /** The same gate for calls that book without the checkout (attendancies/create, decision 122). */
    async assertActorLetIn(actor: Actor) {
      const placeId = placeOf(actor).id;
      // The place is read before the transaction: a cache miss queries the pool.
      const place = await deps.findPlace(placeId);
      if (!place) return;
      const gate = { id: placeId, serviceSupplier: !!place.serviceSupplier, newUserFlow: !!place.newUserFlow };
      await database.inPlace(placeId, (tx) => assertLetIn(tx, actor, gate));
    },

    async check(actor: Actor, _input: CallInput<'useraccess/check'>): Promise<CallResult<'useraccess/check'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const place = await flowOf(placeId);
      const request = await database.inPlace(placeId, (tx) => repo.ofUser(tx, placeId, session.userId));
      const required = mustAsk(actor, place) && request?.status !== 'approved';
      return { required, request: request ? toWire(request) : null };
    },

    async request(actor: Actor, input: CallInput<'useraccess/request'>): Promise<CallResult<'useraccess/request'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      if (!mustAsk(actor, await flowOf(placeId))) {
        throw new AppError('access_not_needed', text(actor, 'notNeeded'), 409, { errorType: 'access_not_needed' });
      }
      const request = await database.inPlace(placeId, async (tx) => {
        await repo.ask(tx, placeId, session.userId, input.message?.trim() || null);
        return repo.ofUser(tx, placeId, session.userId);
      });
      if (!request) throw new AppError('not_found', text(actor, 'notFound'), 404);
      return { request: toWire(request) };
    },

    async list(actor: Actor, input: CallInput<'useraccess/list'>): Promise<CallResult<'useraccess/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.list(tx, placeId, input.status, ACCESS_LIST_MAX + 1));
      return { requests: rows.slice(0, ACCESS_LIST_MAX).map(toWire), truncated: rows.length > ACCESS_LIST_MAX };
    },

    async update(actor: Actor, input: CallInput<'useraccess/update'>): Promise<CallResult<'useraccess/update'>> {
      const placeId = placeOf(actor).id;
      const decided = await database.inPlace(placeId, async (tx) => {
        const row = await repo.byId(tx, placeId, input.id, true);
        if (!row) throw new AppError('not_found', text(actor, 'notFound'), 404);
        if (row.status !== 'pending') {
          throw new AppError('access_request_decided', text(actor, 'decided'), 409, {
            errorType: 'access_request_decided',
          });
        }
        await repo.decide(tx, placeId, row.id, input.status, actor.manager?.userId ?? null);
        return repo.byId(tx, placeId, row.id);
      });
      if (!decided) throw new AppError('not_found', text(actor, 'notFound'), 404);
      deps.events.publish({
        type: 'access',
        place_id: placeId,
        user_id: decided.userId,
        request_id: decided.id,
        status: decided.status,
      });
      // After the commit: the decision stands even when the SMS provider fails.
      const to = decided.phone ? (toWirePhone(decided.phone) ?? `55${decided.phone}`) : null;
      if (to) {
        const place = await flowOf(placeId);
        // The customer's language is not known: the place's (pt-BR) is used for the SMS.
        const key = decided.status === 'approved' ? 'approvedSms' : 'refusedSms';
        await deps.sms.send(to, text(null, key, { place: place.name })).catch(() => {
          deps.log?.warn({ request: decided.id }, 'access request SMS failed');
        });
      }
      return { request: toWire(decided) };
    },
  };
}
export type AccessRequestsService = ReturnType<typeof createAccessRequestsService>;
