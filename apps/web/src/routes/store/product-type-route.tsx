import { pathFor } from '../../app/route-table.ts';
import { currentRouteParams } from '../../features/catalogue/index.ts';

/** tipoProduto (/tipoProduto/{type}): the products of a type are ProductList's page (decision 015). */
export function loader(): string {
  const { type = '' } = currentRouteParams();
  return type ? pathFor('ProductList', { type }) : '/';
}

export function Component() {
  return null;
}
