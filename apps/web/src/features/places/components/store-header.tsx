import { BANNER_SIZES, bannerSrcset } from '@app/domain/places/banner-sources';
import { isPlaceOpen } from '@app/domain/places/hours';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { pathFor } from '../../../app/route-table.ts';
import type { Place } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { PlaceLogo } from './place-logo.tsx';
import { PlaceStatusLine } from './place-status.tsx';
import styles from './store-header.module.css';

/** '40–50 min' around the place's usual minutes, in steps of 5 (what delivery apps show). */
export function deliveryWindow(minutes: number | null): { from: number; to: number } | null {
  if (!minutes || minutes <= 0) return null;
  const centre = Math.round(minutes / 5) * 5;
  return { from: Math.max(5, centre - 5), to: centre + 5 };
}

/** The delivery fee line from the districts: free, one fee, or the cheapest to the dearest. */
export function feeRange(
  districts: Place['delivery_districts'],
): { key: 'feeFree' | 'feeOne' | 'feeRange' | 'feeFromFree'; from: number; to: number } | null {
  if (districts.length === 0) return null;
  const fees = districts.map((d) => (d.free ? 0 : reaisToCents(d.fee)));
  const from = Math.min(...fees);
  const to = Math.max(...fees);
  if (to === 0) return { key: 'feeFree', from, to };
  if (from === to) return { key: 'feeOne', from, to };
  return { key: from === 0 ? 'feeFromFree' : 'feeRange', from, to };
}

/**
 * The top of Home, as delivery apps show a store: banner, logo, name, open or closed now, delivery
 * time, fee and minimum order, and the way to the store's information. A closed store says so in a
 * notice under it; the menu below stays browsable.
 */
export function StoreHeader({ place, instant = new Date() }: { place: Place; instant?: Date }) {
  const { t, i18n } = useTranslation('store');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (cents: number) => formatMoney(cents, locale);
  const open = isPlaceOpen(place, instant);
  const eta = deliveryWindow(place.delivery_time);
  const fee = place.delivery ? feeRange(place.delivery_districts) : null;
  const facts = [
    eta ? t('deliveryWindow', eta) : null,
    fee ? t(fee.key, { fee: money(fee.to), from: money(fee.from), to: money(fee.to) }) : null,
    place.min_order > 0 ? t('minOrder', { value: money(reaisToCents(place.min_order)) }) : null,
  ].filter((fact): fact is string => fact !== null);

  const bannerSet = place.banner ? bannerSrcset(place.banner) : null;

  return (
    <header className={styles.header} data-testid="store-header">
      <div className={styles.banner}>
        {place.banner && (
          // The same sources as the page's loading-screen banner (decision 243): same file, no new fetch.
          <img
            className={styles.bannerImage}
            src={place.banner}
            srcSet={bannerSet ?? undefined}
            sizes={bannerSet ? BANNER_SIZES : undefined}
            alt=""
            data-testid="store-banner"
          />
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.logo}>
          <PlaceLogo place={place} size={72} />
        </span>
        <div className={styles.identity}>
          <h1 className={styles.name}>{place.restaurantname}</h1>
          <PlaceStatusLine place={place} instant={instant} />
        </div>
        <Link className={styles.infoLink} to={pathFor('StoreInfo', {})}>
          {t('moreInfo')}
        </Link>
      </div>
      {facts.length > 0 && (
        <ul className={styles.facts} aria-label={t('factsLabel')}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {!open && (
        <div className={styles.closedNotice} role="status" data-testid="closed-notice">
          <strong>{t('closedNoticeTitle')}</strong>
          <span>{t('closedNoticeText')}</span>
        </div>
      )}
    </header>
  );
}
