import { useTranslation } from '../../../lib/i18n.ts';
import type { Category } from '../api/catalogue-calls.ts';
import styles from './catalogue.module.css';

export type CategoryChoice = { type: string | undefined; subtype: string | undefined };

/**
 * Categories and, under the chosen one, its subcategories, as lists of toggle buttons. Used in
 * the desktop side column and inside the mobile filter drawer.
 */
export function CategoryNav({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: CategoryChoice;
  onChange: (choice: CategoryChoice) => void;
}) {
  const { t } = useTranslation('catalogue');
  const chosen = categories.find((c) => c.type_search === value.type);
  return (
    <nav className={styles.categoryNav} aria-label={t('categories')}>
      <h2 className={styles.navTitle}>{t('categories')}</h2>
      <ul className={styles.navList}>
        <li>
          <button
            type="button"
            className={styles.navItem}
            aria-pressed={value.type === undefined}
            onClick={() => onChange({ type: undefined, subtype: undefined })}
          >
            {t('allCategories')}
          </button>
        </li>
        {categories.map((category) => (
          <li key={category._id}>
            <button
              type="button"
              className={styles.navItem}
              aria-pressed={value.type === category.type_search}
              onClick={() => onChange({ type: category.type_search, subtype: undefined })}
            >
              {category.name}
            </button>
            {chosen?._id === category._id && category.subtypes.length > 0 && (
              <ul className={styles.subList} aria-label={t('subcategories')}>
                <li>
                  <button
                    type="button"
                    className={styles.subItem}
                    aria-pressed={value.subtype === undefined}
                    onClick={() => onChange({ type: category.type_search, subtype: undefined })}
                  >
                    {t('allSubcategories')}
                  </button>
                </li>
                {category.subtypes.map((subtype) => (
                  <li key={subtype}>
                    <button
                      type="button"
                      className={styles.subItem}
                      aria-pressed={value.subtype === subtype}
                      onClick={() => onChange({ type: category.type_search, subtype })}
                    >
                      {subtype}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
