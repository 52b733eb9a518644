import type { Handlers } from '../../platform/http.ts';
import type { CatalogueService } from './catalogue.service.ts';

type CatalogueCalls = 'getcategories' | 'getproductlistnotoken' | 'getproductlist' | 'getproductnotoken';

export function catalogueRoutes(s: { catalogue: CatalogueService }): Pick<Handlers, CatalogueCalls> {
  return {
    getcategories: s.catalogue.getcategories,
    getproductlistnotoken: s.catalogue.getproductlistnotoken,
    getproductlist: s.catalogue.getproductlist,
    getproductnotoken: s.catalogue.getproductnotoken,
  };
}
