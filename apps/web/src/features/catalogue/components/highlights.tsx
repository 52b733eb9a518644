import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import type { Place } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { productListQuery } from '../api/catalogue-calls.ts';
import { productNameShort } from '../lib/product-display.ts';
import styles from './highlights.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { ProductPhoto } from './product-photo.tsx';

/**
 * The menu entry whose products Home shows as 'Destaques': the first entry when it has highlight
 * and carousel (spec 3 §2.2), otherwise the first entry marked highlight (decision 065).
 */
export function highlightEntry(place: Pick<Place, 'menu'>): Place['menu'][number] | undefined {
  const menu = [...place.menu].sort((a, b) => a.order - b.order);
  const first = menu[0];
  if (first?.highlight && first.carousel) return first;
  return menu.find((entry) => entry.highlight);
}

export function hasHighlights(place: Pick<Place, 'menu'>): boolean {
  return highlightEntry(place) !== undefined;
}

/** The highlighted entry's products as a swipeable carousel with previous/next buttons. */
export function Highlights({ place }: { place: Pick<Place, 'menu'> }) {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const token = useBrowserStore((s) => s.token);
  const entry = highlightEntry(place);
  const query = useInfiniteQuery({ ...productListQuery({ type: entry?.type_search }, token), enabled: !!entry });
  const track = useRef<HTMLUListElement>(null);
  const products = query.data?.pages[0]?.products ?? [];
  if (!entry || products.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className={styles.highlights} aria-roledescription="carousel" aria-labelledby="highlights-title">
      <div className={styles.header}>
        <h2 id="highlights-title" className={styles.title}>
          {t('highlights')}
        </h2>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-label={t('previous')} onClick={() => scroll(-1)}>
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className={styles.arrow} aria-label={t('next')} onClick={() => scroll(1)}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      </div>
      <ul className={styles.track} ref={track}>
        {products.map((product) => (
          <li key={product._id} className={styles.slide}>
            <Link to={pathFor('Product', { code: product.code })} className={styles.card}>
              <ProductPhoto photo={product.photo ?? product.categoria_photo} name={product.productname} size="page" />
              <span className={styles.name}>{productNameShort(product.productname)}</span>
              <span className={styles.price}>{formatMoney(reaisToCents(product.price), locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
