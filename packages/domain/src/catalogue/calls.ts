import { defineCall } from '../contract-types.ts';
import {
  GetCategoriesBody,
  GetCategoriesResponse,
  GetProductBody,
  GetProductListBody,
  GetProductListResponse,
  GetProductResponse,
} from './schemas.ts';

export const catalogueCalls = {
  getcategories: defineCall({
    name: 'getcategories',
    level: 'anonymous',
    summary: "The place's active menu categories, in menu order.",
    body: GetCategoriesBody,
    response: GetCategoriesResponse,
  }),
  getproductlistnotoken: defineCall({
    name: 'getproductlistnotoken',
    level: 'anonymous',
    summary: 'A page of 30 products: by category, subcategory and search (accents and case ignored), sorted.',
    body: GetProductListBody,
    response: GetProductListResponse,
  }),
  getproductlist: defineCall({
    name: 'getproductlist',
    level: 'user',
    summary: "As getproductlistnotoken; with the place's manager token it also lists staff-only products.",
    body: GetProductListBody,
    response: GetProductListResponse,
  }),
  getproductnotoken: defineCall({
    name: 'getproductnotoken',
    level: 'anonymous',
    summary: "One product by its code (staff-only products need the place's manager token).",
    body: GetProductBody,
    response: GetProductResponse,
  }),
};
