import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import type { Prelogin } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { weekdayInBrazil, weekRows } from '../lib/business-hours.ts';
import { usePlaceStatus } from '../lib/use-place-status.ts';
import { PlaceLogo } from './place-logo.tsx';
import styles from './store-info.module.css';

/** The place: banner, logo, open/closed, address, hours, delivery districts and support. */
export function StoreInfo({ prelogin }: { prelogin: Prelogin }) {
  const { t, i18n } = useTranslation('store');
  const place = prelogin.restaurant_data;
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  // The server's rule (aberto, closed_place and the hours): never 'open' while orders are refused.
  const status = usePlaceStatus(place);
  const supportLink = prelogin.support_link ?? place.support_link;
  const location = [place.address, [place.city, place.uf].filter(Boolean).join(' - ')].filter(Boolean).join(', ');

  return (
    <article className={styles.card}>
      <div
        className={styles.banner}
        style={place.banner ? { backgroundImage: `url(${JSON.stringify(place.banner)})` } : undefined}
      >
        <div className={styles.logo}>
          <PlaceLogo place={place} size={88} />
        </div>
      </div>
      <header className={styles.header}>
        <h1 className={styles.name}>{place.restaurantname}</h1>
        {status && (
          <p className={styles.status}>
            <span className={status.open ? styles.open : styles.closed}>{status.short}</span>
            <span className={styles.statusText}>{status.text}</span>
          </p>
        )}
        {prelogin.order_wait_time ? (
          <p className={styles.muted}>{t('deliveryTime', { minutes: prelogin.order_wait_time })}</p>
        ) : null}
      </header>

      <div className={styles.grid}>
        {location && (
          <section className={styles.section} aria-labelledby="store-address">
            <h2 id="store-address">{t('address')}</h2>
            <p>{location}</p>
            {place.pickup && <p className={styles.muted}>{t('pickup')}</p>}
          </section>
        )}

        <section className={styles.section} aria-labelledby="store-hours">
          <h2 id="store-hours">{t('hours')}</h2>
          <dl className={styles.hours}>
            {weekRows(place.business_hours, weekdayInBrazil()).map((row) => (
              <div key={row.weekday} className={row.today ? styles.today : undefined}>
                <dt>
                  {weekdays[row.weekday]}
                  {row.today && <span className={styles.muted}> ({t('today')})</span>}
                </dt>
                <dd>
                  {row.ranges.length === 0
                    ? t('closedDay')
                    : row.ranges.map((r, i) => (
                        // Each range whole on its line; several wrap between them on a phone.
                        <span key={`${r.open}-${r.close}`} className={styles.range}>
                          {t(r.nextDay ? 'hoursRangeNextDay' : 'hoursRange', { open: r.open, close: r.close })}
                          {i < row.ranges.length - 1 ? ', ' : ''}
                        </span>
                      ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        {place.delivery && place.delivery_districts.length > 0 && (
          <section className={styles.section} aria-labelledby="store-districts">
            <h2 id="store-districts">{t('districts')}</h2>
            <ul className={styles.districts}>
              {place.delivery_districts.map((d) => (
                <li key={`${d.uf}-${d.city}-${d.name}`}>
                  <span>{d.name}</span>
                  <strong>{d.free ? t('free') : formatMoney(reaisToCents(d.fee), locale)}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {supportLink && (
        <a className={styles.support} href={supportLink} target="_blank" rel="noreferrer">
          {t('support')}
        </a>
      )}
    </article>
  );
}
