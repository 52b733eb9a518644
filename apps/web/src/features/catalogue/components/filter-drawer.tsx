import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Category, ProductSort } from '../api/catalogue-calls.ts';
import { type CategoryChoice, CategoryNav } from './category-nav.tsx';
import styles from './filter-drawer.module.css';
import { SortSelect } from './sort-select.tsx';

/** Mobile filter drawer (below 600 px): categories, subcategories and sort. Changes apply at once. */
export function FilterDrawer({
  open,
  onOpenChange,
  categories,
  choice,
  onChoice,
  sort,
  onSort,
  onClear,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  choice: CategoryChoice;
  onChoice: (choice: CategoryChoice) => void;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{t('filtersTitle')}</RadixDialog.Title>
            <Button variant="text" size="small" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          </div>
          <div className={styles.body}>
            <SortSelect value={sort} onChange={onSort} />
            <CategoryNav categories={categories} value={choice} onChange={onChoice} />
          </div>
          <div className={styles.footer}>
            <RadixDialog.Close asChild>
              <Button fullWidth>{t('applyFilters')}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
