import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Category } from '../api/catalogue-calls.ts';
import styles from './category-tabs.module.css';

/**
 * The menu's categories as a way to move through Home's sections: phones a horizontally
 * scrolling strip (sticky under the toolbar), wide screens a list in the side column. The
 * section on screen is marked current; its tab scrolls into view inside the strip.
 */
export function CategoryTabs({
  categories,
  active,
  onPick,
  variant,
}: {
  categories: readonly Category[];
  active: string | undefined;
  onPick: (type: string) => void;
  variant: 'strip' | 'list';
}) {
  const { t } = useTranslation('catalogue');
  const strip = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new active tab scrolls the strip.
  useEffect(() => {
    const list = strip.current;
    // At mount the strip already shows the first tab: reading offsetLeft there forced the whole
    // first screen's style and layout into React's effects task (decision 242).
    const first = !mounted.current;
    mounted.current = true;
    if (first && active === categories[0]?.type_search) return;
    if (variant !== 'strip' || !list || active === undefined) return;
    const current = list.querySelector<HTMLElement>('[aria-current="true"]');
    if (!current) return;
    // The strip only: scrollIntoView would also move the page.
    list.scrollTo({ left: current.offsetLeft - 16, behavior: 'smooth' });
  }, [active, variant]);
  return (
    <nav className={variant === 'strip' ? styles.stripNav : styles.listNav} aria-label={t('menuSections')}>
      {variant === 'list' && <h2 className={styles.title}>{t('categories')}</h2>}
      <ul ref={strip} className={variant === 'strip' ? styles.strip : styles.list}>
        {categories.map((category) => (
          <li key={category._id}>
            <button
              type="button"
              className={variant === 'strip' ? styles.tab : styles.item}
              aria-current={active === category.type_search ? 'true' : undefined}
              onClick={() => onPick(category.type_search)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
