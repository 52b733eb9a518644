import type { CallInput, CallResult } from '@app/domain';
import {
  DEFAULT_SERVICE_FEE_BP,
  matchConsumePlace,
  normaliseNumber,
  OPEN_ORDER_STATUS,
} from '@app/domain/open-orders/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { OpenOrdersRepo } from './open-orders.repo.ts';
import { newInviteCode } from './open-orders.service.ts';

const texts = localTexts({
  noOpenOrders: {
    'pt-BR': 'Este local não trabalha com contas abertas.',
    en: 'This place does not run open accounts.',
  },
  unknownNumber: {
    'pt-BR': 'Número não encontrado. Confira o número da mesa ou peça ajuda ao garçom.',
    en: 'Number not found. Check the table number or ask the waiter.',
  },
  taken: { 'pt-BR': 'Este número já tem uma conta aberta.', en: 'This number already has an open account.' },
});

/**
 * Staff open an account (CreateOpenOrder, decision 106): a free table, tab, room or chalet gets an
 * account with no guest on it yet; guests join it with its invite code (the QR, the link or the
 * check-in). Staff are not members: the account is the guests'.
 */
export function createOpenOrderCreateService(deps: {
  database: Database;
  repo: Pick<OpenOrdersRepo, 'place' | 'insertIfFree' | 'update'>;
  events: Pick<EventBus, 'publish'>;
}) {
  return {
    async create(actor: Actor, input: CallInput<'openorder/create'>): Promise<CallResult<'openorder/create'>> {
      const placeId = placeOf(actor).id;
      const account = await deps.database.inPlace(placeId, async (tx) => {
        const place = await deps.repo.place(tx, placeId);
        if (!place?.comandaFacil) throw new AppError('not_found', texts(actor, 'noOpenOrders'), 404);
        const listed = place.consumePlaces.map((p) => ({ ...p, _id: p.id }));
        const match = matchConsumePlace(listed, input.kind, input.number);
        if (!match && listed.some((p) => p.kind === input.kind)) {
          throw invalidField('number', texts(actor, 'unknownNumber'));
        }
        const label = match?.name ?? normaliseNumber(input.number);
        const created = await deps.repo.insertIfFree(tx, {
          placeId,
          kind: input.kind,
          spotKey: match ? match.id : `${input.kind}:${label.toLowerCase()}`,
          label,
          consumePlaceId: match?.id ?? null,
          inviteCode: newInviteCode(),
          openedByUserId: actor.manager?.userId ?? null,
          serviceFeeBp: DEFAULT_SERVICE_FEE_BP,
        });
        if (!created) {
          throw new AppError('open_order_taken', texts(actor, 'taken'), 409, {
            errorType: 'open_order_taken',
            extra: { field: 'number' },
          });
        }
        const name = input.name?.trim();
        return name ? ((await deps.repo.update(tx, placeId, created.id, { name })) ?? created) : created;
      });
      deps.events.publish({
        type: 'open-order',
        place_id: placeId,
        open_order_id: account.id,
        kind: 'opened',
        number: account.label,
        status: OPEN_ORDER_STATUS.OPEN,
        member_ids: [],
      });
      return {
        order: {
          _id: account.id,
          kind: account.kind,
          number: account.label,
          status: account.status,
          name: account.name,
          invite_code: account.inviteCode,
        },
      };
    },
  };
}
export type OpenOrderCreateService = ReturnType<typeof createOpenOrderCreateService>;
