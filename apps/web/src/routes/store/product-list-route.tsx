import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Catalogue, categoriesQuery, currentRouteParams, setFilter } from '../../features/catalogue/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['catalogue', 'validation'] as const;

/** /categoria/{type}/{id?}: without an id the stored comanda id joins the path (spec 3 §2.2). */
export function loader(): string | null {
  const { type, id } = currentRouteParams();
  const comanda = browserStore.getState().comanda;
  if (type && !id && comanda) return pathFor('ProductList', { type, id: comanda });
  return null;
}

export function Component() {
  const { t } = useTranslation('catalogue');
  const { type = '', id } = useParams();
  const navigate = useNavigate();
  const category = useQuery(categoriesQuery).data?.categories.find((c) => c.type_search === type);
  // The menu type follows the page, so Home shows the same category afterwards.
  useEffect(() => setFilter({ type }), [type]);
  return (
    <Catalogue
      heading={category?.name ?? t('title')}
      type={type}
      onTypeChange={(next) => {
        setFilter({ subtype: undefined });
        navigate(next ? pathFor('ProductList', { type: next, ...(id ? { id } : {}) }) : pathFor('AllProducts'));
      }}
    />
  );
}
