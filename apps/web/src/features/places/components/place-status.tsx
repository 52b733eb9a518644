import type { Place } from '../../../app/shared/current-place.ts';
import { usePlaceStatus } from '../lib/use-place-status.ts';
import styles from './store-header.module.css';

type StatusPlace = Pick<Place, 'aberto' | 'closed_place' | 'business_hours'>;

/**
 * The open/closed line of the store header: 'Aberto até 02:00', 'Fechado · Abre hoje às 18:00'.
 * The same rule and words as the cart's notice and the info page (usePlaceStatus).
 */
export function PlaceStatusLine({ place, instant }: { place: StatusPlace; instant?: Date }) {
  const status = usePlaceStatus(place, instant ? () => instant : undefined);
  if (!status) return null;
  const text = status.kind === 'closed' ? `${status.short} · ${status.text}` : status.text;
  return (
    <span className={status.open ? styles.statusOpen : styles.statusClosed} data-testid="place-status">
      {text}
    </span>
  );
}
