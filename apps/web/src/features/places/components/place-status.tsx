import { isPlaceOpen, nextOpening, openUntil } from '@app/domain/places/hours';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../app/shared/current-place.ts';
import styles from './store-header.module.css';

type StatusPlace = Pick<Place, 'aberto' | 'closed_place' | 'business_hours'>;

export type PlaceStatusText = { open: boolean; key: string; values: Record<string, string> };

/** Every weekday from 00:00 to 23:59: no closing time worth showing. */
function alwaysOpen(hours: StatusPlace['business_hours']): boolean {
  return [0, 1, 2, 3, 4, 5, 6].every((day) =>
    hours.some((h) => h.weekday === day && h.open === '00:00' && h.close === '23:59'),
  );
}

/**
 * What the header says about opening, as a locale key and its values: 'Aberto até 02:00',
 * 'Fechado · Abre hoje às 18:00'. A place switched off by hand (aberto off, closed_place) has no
 * known next opening, so it only says it is closed.
 */
export function placeStatusText(place: StatusPlace, instant: Date, weekdays: readonly string[]): PlaceStatusText {
  if (isPlaceOpen(place, instant)) {
    const until =
      place.business_hours.length === 0 || alwaysOpen(place.business_hours)
        ? null
        : openUntil(place.business_hours, instant);
    return until
      ? { open: true, key: 'statusOpenUntil', values: { time: until } }
      : { open: true, key: 'open', values: {} };
  }
  if (!place.aberto || place.closed_place) return { open: false, key: 'statusClosed', values: {} };
  const next = nextOpening(place.business_hours, instant);
  if (!next) return { open: false, key: 'statusClosed', values: {} };
  if (next.daysAhead === 0) return { open: false, key: 'statusOpensToday', values: { time: next.time } };
  if (next.daysAhead === 1) return { open: false, key: 'statusOpensTomorrow', values: { time: next.time } };
  return {
    open: false,
    key: 'statusOpensOn',
    values: { time: next.time, weekday: (weekdays[next.weekday] ?? '').toLowerCase() },
  };
}

/** The open/closed line of the store header (read at render: Home re-renders often enough). */
export function PlaceStatus({ place, instant = new Date() }: { place: StatusPlace; instant?: Date }) {
  const { t } = useTranslation('store');
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  const status = placeStatusText(place, instant, weekdays);
  return (
    <span className={status.open ? styles.statusOpen : styles.statusClosed} data-testid="place-status">
      {t(status.key, status.values)}
    </span>
  );
}
