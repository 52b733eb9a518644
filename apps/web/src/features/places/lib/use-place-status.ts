import { type BusinessHour, isPlaceOpen, nextOpening, openUntil } from '@app/domain/places/hours';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preloginQuery } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** What the open/closed rule reads of a place (preloginprime's restaurant_data has it). */
export type PlaceHours = { aberto: boolean; closed_place: boolean; business_hours: readonly BusinessHour[] };

export type PlaceStatus = {
  /** Orders are taken now: the server's own rule (isPlaceOpen). */
  open: boolean;
  /** 'open'; 'closed' outside the hours; 'paused' when the store was closed by hand. */
  kind: 'open' | 'closed' | 'paused';
  /** A chip's word: 'Aberto' or 'Fechado'. */
  short: string;
  /** 'Aberto até 02:00', 'Aberto agora', 'Abre hoje às 18:00', 'Abre sexta às 18:00', 'Fechado no momento'. */
  text: string;
};

/** Every weekday from 00:00 to 23:59: no closing time worth showing. */
function alwaysOpen(hours: readonly BusinessHour[]): boolean {
  return [0, 1, 2, 3, 4, 5, 6].every((day) =>
    hours.some((h) => h.weekday === day && h.open === '00:00' && h.close === '23:59'),
  );
}

/** The status at `instant`, in the reader's words (pure apart from the translator). */
export function placeStatus(
  place: PlaceHours,
  instant: Date,
  t: (key: string, params?: object) => string,
): PlaceStatus {
  if (isPlaceOpen(place, instant)) {
    const until = alwaysOpen(place.business_hours) ? null : openUntil(place.business_hours, instant);
    return {
      open: true,
      kind: 'open',
      short: t('placeStatus.open'),
      text: until ? t('placeStatus.openUntil', { time: until }) : t('placeStatus.openNow'),
    };
  }
  const paused = !place.aberto || place.closed_place;
  const next = paused ? null : nextOpening(place.business_hours, instant);
  let text = t('placeStatus.paused');
  if (next && next.daysAhead === 0) text = t('placeStatus.opensToday', { time: next.time });
  else if (next && next.daysAhead === 1) text = t('placeStatus.opensTomorrow', { time: next.time });
  else if (next) {
    const weekdays = t('placeStatus.weekdays', { returnObjects: true }) as unknown as string[];
    text = t('placeStatus.opensOn', { weekday: weekdays[next.weekday], time: next.time });
  }
  return { open: false, kind: paused ? 'paused' : 'closed', short: t('placeStatus.closed'), text };
}

const TICK_MS = 30_000;

/**
 * Whether the place takes orders now, and how to say it (the store header's chip, the cart's
 * notice, the info page). Follows the clock: the answer changes at opening and closing time
 * without a reload. Without `place`, the current place's settings.
 */
export function usePlaceStatus(place?: PlaceHours, now: () => Date = () => new Date()): PlaceStatus | null {
  const { t } = useTranslation('common');
  // The current place only when none is handed in (the root loader has it already).
  const current = useQuery({ ...preloginQuery, enabled: place === undefined }).data?.restaurant_data;
  const target = place ?? current;
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  if (!target) return null;
  return placeStatus(target, now(), t as unknown as (key: string, params?: object) => string);
}
