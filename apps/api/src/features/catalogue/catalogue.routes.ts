import type { Handlers } from '../../platform/http.ts';
import type { CatalogueService } from './catalogue.service.ts';

type CatalogueCalls = 'getcategories' | 'getproductlistnotoken' | 'getproductlist' | 'getproductnotoken';

export function catalogueRoutes(s: { catalogue: CatalogueService }): Pick<Handlers, CatalogueCalls> {
  return {
    getcategories: s.catalogue.listCategories,
    getproductlistnotoken: s.catalogue.listProducts,
    getproductlist: s.catalogue.listProducts,
    getproductnotoken: s.catalogue.readProduct,
  };
}
