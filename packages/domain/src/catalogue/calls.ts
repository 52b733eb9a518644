import { defineCalls } from '../contract-types.ts';
import { catalogueRoutes } from './routes.ts';
import {
  GetCategoriesBody,
  GetCategoriesResponse,
  GetProductBody,
  GetProductListBody,
  GetProductListResponse,
  GetProductResponse,
} from './schemas.ts';

export const catalogueCalls = defineCalls(catalogueRoutes, {
  getcategories: {
    summary: "The place's active menu categories, in menu order.",
    body: GetCategoriesBody,
    response: GetCategoriesResponse,
  },
  getproductlistnotoken: {
    summary: 'A page of 30 products: by category, subcategory and search (accents and case ignored), sorted.',
    body: GetProductListBody,
    response: GetProductListResponse,
  },
  getproductlist: {
    summary: "As getproductlistnotoken; with the place's manager token it also lists staff-only products.",
    body: GetProductListBody,
    response: GetProductListResponse,
  },
  getproductnotoken: {
    summary: "One product by its code (staff-only products need the place's manager token).",
    body: GetProductBody,
    response: GetProductResponse,
  },
});
