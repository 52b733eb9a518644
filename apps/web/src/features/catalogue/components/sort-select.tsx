import { PRODUCT_SORTS } from '@app/domain/shared/constants';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ProductSort } from '../api/catalogue-calls.ts';
import styles from './catalogue.module.css';

/** Sort: name A–Z (default), Z–A, price up, price down. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sort')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
