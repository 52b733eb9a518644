import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Catalogue, productListQuery } from '../../features/catalogue/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['catalogue', 'validation'] as const;

/** /produtos: every product; exactly one → its Product page replaces this route (spec 3 §2.2). */
export async function loader(): Promise<string | null> {
  const first = await queryClient.fetchInfiniteQuery(productListQuery({}, browserStore.getState().token));
  const page = first.pages[0];
  const only = page?.total === 1 ? page.products[0] : undefined;
  return only ? pathFor('Product', { code: only.code }) : null;
}

export function Component() {
  const { t } = useTranslation('catalogue');
  const [type, setType] = useState<string | undefined>(undefined);
  return <Catalogue heading={t('allProducts')} type={type} onTypeChange={setType} />;
}
