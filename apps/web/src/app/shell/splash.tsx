import { PlaceLogo } from '../../features/places/index.ts';
import { useUi } from '../../lib/ui-store.ts';
import { usePlace } from '../shared/current-place.ts';
import styles from './shell.module.css';

/**
 * Full-screen banner and logo (spec 3 §2.4) over the shell's fallback while the first screen loads;
 * gone when that screen shows, and after 4 s at most.
 */
export function Splash() {
  const visible = useUi((s) => s.splashVisible);
  const place = usePlace();
  if (!visible || !place) return null;
  return (
    <div
      className={styles.splash}
      style={place.banner ? { backgroundImage: `url(${JSON.stringify(place.banner)})` } : undefined}
      aria-hidden="true"
      data-testid="splash"
    >
      <div className={styles.splashCard}>
        <PlaceLogo place={place} size={96} />
        <strong>{place.restaurantname}</strong>
      </div>
    </div>
  );
}
