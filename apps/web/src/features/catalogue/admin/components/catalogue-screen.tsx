import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../../app/route-table.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { download } from '../../../../lib/download.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { notify } from '../../../../lib/snackbar.ts';
import {
  type AdminCategory,
  catalogueKeys,
  exportCsv,
  menusQuery,
  reorderCategories,
} from '../api/catalogue-admin-calls.ts';
import styles from './catalogue.module.css';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryList } from './category-list.tsx';
import { CsvDialog } from './csv-dialog.tsx';
import { ProductTable } from './product-table.tsx';

/** /admin/cardapio: categories (ordered by drag or ↑/↓) beside the products of the chosen one. */
export function CatalogueScreen() {
  const { t } = useTranslation('backoffice-catalogue');
  const client = useQueryClient();
  const menus = useQuery(menusQuery());
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function reorder(ids: string[]) {
    const previous = client.getQueryData(menusQuery().queryKey);
    if (previous) {
      const byId = new Map(previous.categories.map((c) => [c._id, c]));
      const categories = ids.map((id) => byId.get(id)).filter((c): c is AdminCategory => Boolean(c));
      client.setQueryData(menusQuery().queryKey, { categories });
    }
    try {
      await reorderCategories(ids);
    } catch (error) {
      notify(errorMessage(error, t('saveFailed')), { kind: 'error' });
    }
    await client.invalidateQueries({ queryKey: catalogueKeys.menus });
  }

  async function exportFile() {
    setExporting(true);
    try {
      const file = await exportCsv();
      download(file.filename, file.csv);
    } catch (error) {
      notify(errorMessage(error, t('csv.failed')), { kind: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const categories = menus.data?.categories ?? [];
  const current = categories.find((c) => c._id === selected) ?? null;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <div className={styles.toolbar}>
          <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
            {t('categories.new')}
          </Button>
          <Link
            className={styles.fileLabel}
            to={`${pathFor('AdminProduct', { id: 'novo' })}${selected ? `?categoria=${selected}` : ''}`}
          >
            {t('products.new')}
          </Link>
          <Button size="small" variant="secondary" onClick={() => setCsvOpen(true)}>
            {t('csv.importButton')}
          </Button>
          <Button size="small" variant="secondary" onClick={exportFile} loading={exporting}>
            {t('csv.export')}
          </Button>
        </div>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="categories-title">
          <h2 className={styles.cardTitle} id="categories-title">
            {t('categories.title')}
          </h2>
          <p className={styles.muted}>{t('categories.help')}</p>
          {menus.isPending && <Spinner size={24} />}
          {menus.isError && <p className={styles.formError}>{errorMessage(menus.error, t('loadFailed'))}</p>}
          {menus.data && (
            <CategoryList
              categories={categories}
              selected={selected}
              onSelect={setSelected}
              onEdit={setEditing}
              onReorder={(ids) => void reorder(ids)}
            />
          )}
        </section>
        <ProductTable categoryId={selected} categoryName={current?.name ?? null} />
      </div>
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(t('categories.saved'), { kind: 'success' });
            void client.invalidateQueries({ queryKey: catalogueKeys.all });
          }}
        />
      )}
      {csvOpen && <CsvDialog onClose={() => setCsvOpen(false)} />}
    </div>
  );
}
