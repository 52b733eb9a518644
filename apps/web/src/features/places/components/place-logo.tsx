import type { Place } from '../../../app/shared/current-place.ts';
import styles from './place.module.css';

/** The place's logo, or its initials on the brand colour when it has none. */
export function PlaceLogo({ place, size = 40 }: { place: Pick<Place, 'photo' | 'restaurantname'>; size?: number }) {
  if (place.photo) {
    return <img className={styles.logo} src={place.photo} alt="" width={size} height={size} />;
  }
  const initials = place.restaurantname
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={styles.initials} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initials || place.restaurantname.slice(0, 1).toUpperCase()}
    </span>
  );
}
