import type { CallInput, CallResult } from '@app/domain';
import { type ConsumeKind, TABLE_CODE_LENGTH } from '@app/domain/open-orders/rules';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import type { OpenOrdersRepo } from './open-orders.repo.ts';
import { newInviteCode } from './open-orders.service.ts';
import { resolveSpot } from './open-orders.spots.ts';
import { openOrderTexts as texts } from './open-orders.texts.ts';
import type { TableCodesRepo } from './table-codes.repo.ts';

type Entry = { spotKey: string | null; kind: ConsumeKind; name: string };

const freshCode = () => newInviteCode(TABLE_CODE_LENGTH);

/**
 * The codes printed beside the tables' QR codes (decision 186): one per active consume place of
 * the settings and per number typed in the owner's drawer, made on first use; staff on the floor
 * (board tool) read them, to print or to tell a guest, and renew one whose printed code leaked.
 */
export function createTableCodesService(deps: {
  database: Database;
  repo: Pick<OpenOrdersRepo, 'place'>;
  codes: TableCodesRepo;
}) {
  return {
    async list(actor: Actor, input: CallInput<'openorder/tablecodes'>): Promise<CallResult<'openorder/tablecodes'>> {
      if (!staffMay(actor, 'board')) throw accessDenied();
      const placeId = placeOf(actor).id;
      return deps.database.inPlace(placeId, async (tx) => {
        const place = await deps.repo.place(tx, placeId);
        if (!place?.comandaFacil) throw new AppError('not_found', texts(actor, 'noOpenOrders'), 404);
        const spots: Entry[] = place.consumePlaces
          .filter((p) => p.active)
          .map((p) => ({ spotKey: p.id, kind: p.kind, name: p.name }));
        for (const number of input.numbers ?? []) {
          // A number the place does not take (it lists its tables) gets no code: its QR opens nothing.
          const spot = resolveSpot(place, number);
          if (!spot) spots.push({ spotKey: null, kind: place.option ?? 'table', name: number.trim() });
          else if (!spots.some((s) => s.spotKey === spot.spotKey)) {
            spots.push({ spotKey: spot.spotKey, kind: spot.kind, name: spot.label });
          }
        }
        const keys = spots.flatMap((s) => (s.spotKey ? [s.spotKey] : []));
        if (input.renew !== undefined) {
          if (!keys.includes(input.renew)) throw invalidField('renew', texts(actor, 'unknownNumber'));
          await deps.codes.renew(tx, placeId, input.renew, freshCode());
        }
        const codes = await deps.codes.ensure(tx, placeId, keys, freshCode);
        return {
          codes: spots.map((s) => ({
            spot_key: s.spotKey ?? '',
            kind: s.kind,
            name: s.name,
            code: s.spotKey ? (codes.get(s.spotKey) ?? null) : null,
          })),
        };
      });
    },
  };
}
export type TableCodesService = ReturnType<typeof createTableCodesService>;
