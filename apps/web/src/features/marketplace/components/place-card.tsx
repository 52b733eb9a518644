import { formatDistance } from '@app/domain/marketplace/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../../../components/ui/icons.tsx';
import { placeUrl } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { MarketPlace } from '../api/marketplace-calls.ts';
import styles from './marketplace.module.css';

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon size={22} fill={filled ? 'currentColor' : 'none'}>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </Icon>
);

/**
 * One place of a marketplace or brand list, as store lists show it (iFood, Rappi): picture, name,
 * category, distance, time, open or closed, delivery fee. The name is the link that opens it.
 */
export function PlaceCard({
  place,
  onOpen,
  onFavourite,
  extraBadge,
}: {
  place: MarketPlace;
  onOpen: (place: MarketPlace) => void;
  onFavourite?: (place: MarketPlace) => void;
  extraBadge?: ReactNode;
}) {
  const { t, i18n } = useTranslation('marketplace');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const meta = [
    place.category,
    place.distance_km !== null ? formatDistance(place.distance_km, locale) : null,
    place.delivery_time ? t('minutes', { count: place.delivery_time }) : null,
  ].filter(Boolean);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(place);
  };
  return (
    <li className={`${styles.card} ${place.open ? '' : styles.closed}`} data-testid="market-place">
      <span className={styles.thumb} aria-hidden="true">
        {place.photo || place.banner ? <img src={place.photo ?? place.banner ?? ''} alt="" loading="lazy" /> : null}
      </span>
      <div className={styles.body}>
        <a className={styles.name} href={placeUrl(place.slug)} onClick={open}>
          {place.restaurantname}
        </a>
        {meta.length > 0 && <span className={styles.meta}>{meta.join(' · ')}</span>}
        {place.address && <span className={styles.meta}>{place.address}</span>}
        <span className={styles.badges}>
          {extraBadge}
          <span className={`${styles.badge} ${place.open ? styles.open : styles.shut}`}>
            {place.open ? t('open') : t('closed')}
          </span>
          {place.free_delivery && <span className={`${styles.badge} ${styles.free}`}>{t('freeDelivery')}</span>}
          {!place.free_delivery && place.delivery_fee_from !== null && (
            <span className={styles.badge}>
              {t('deliveryFrom', { fee: formatMoney(reaisToCents(place.delivery_fee_from), locale) })}
            </span>
          )}
          {place.pickup && <span className={styles.badge}>{t('pickup')}</span>}
          {place.online_payment && <span className={styles.badge}>{t('onlinePayment')}</span>}
        </span>
      </div>
      {onFavourite && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={place.favourite}
          aria-label={t('favouriteLabel', { name: place.restaurantname })}
          onClick={() => onFavourite(place)}
        >
          <HeartIcon filled={place.favourite} />
        </button>
      )}
    </li>
  );
}
