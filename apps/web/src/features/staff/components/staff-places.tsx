import { useQuery } from '@tanstack/react-query';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { staffPlacesQuery } from '../api/staff-calls.ts';
import styles from './staff.module.css';

/** Staff of several places switch the storefront between them (switch-account/restaurant/list). */
export function StaffPlaces() {
  const { t } = useTranslation('staff');
  const place = usePlace();
  // The staff member's own token: an acting token is the customer's and may not list places.
  const ownToken = useBrowserStore((s) => s.ownToken);
  const token = useBrowserStore((s) => s.token);
  const query = useQuery(staffPlacesQuery(ownToken ? null : token));
  const others = (query.data?.restaurants ?? []).filter((r) => r._id !== place?._id);
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('switch.places')} className={styles.places}>
      <h3 className={styles.subtitle}>{t('switch.places')}</h3>
      <ul className={styles.placeList}>
        {others.map((r) => (
          <li key={r._id}>
            <a href={r.webapp_link} className={styles.placeLink}>
              {r.photo ? <img src={r.photo} alt="" width={28} height={28} /> : null}
              <span>{r.restaurantname}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
