import { type ConsumeKind, matchConsumePlace, normaliseNumber } from '@app/domain/open-orders/rules';
import type { OpenOrderPlace } from './open-orders.repo.ts';

export type Spot = {
  kind: ConsumeKind;
  /** The open account's and the table code's key: the consume place's id, or '{kind}:{number}'. */
  spotKey: string;
  label: string;
  consumePlaceId: string | null;
  consumePlace: OpenOrderPlace['consumePlaces'][number] | null;
};

/**
 * Where a typed number points (decision 070): the listed consume place it names, or a free-form
 * number; null when the place lists its spots of that kind and none matches.
 */
export function resolveSpot(place: OpenOrderPlace, numberText: string, kindAsked?: ConsumeKind): Spot | null {
  const kind: ConsumeKind = kindAsked ?? place.option ?? 'table';
  const listed = place.consumePlaces.map((p) => ({ ...p, _id: p.id }));
  const match = matchConsumePlace(listed, kind, numberText);
  if (match) return { kind, spotKey: match.id, label: match.name, consumePlaceId: match.id, consumePlace: match };
  // A place that lists its spots of this kind takes those only; otherwise any number (tab cards).
  if (listed.some((p) => p.kind === kind)) return null;
  const label = normaliseNumber(numberText);
  return { kind, spotKey: `${kind}:${label.toLowerCase()}`, label, consumePlaceId: null, consumePlace: null };
}
