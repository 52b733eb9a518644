import { defineRoutes } from '../call-route.ts';

export const catalogueRoutes = defineRoutes({
  getcategories: { level: 'anonymous' },
  getproductlistnotoken: { level: 'anonymous' },
  getproductlist: { level: 'user' },
  getproductnotoken: { level: 'anonymous' },
});
