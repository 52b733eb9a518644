import { defineRoutes } from '../call-route.ts';

// The back office's catalogue, served at /api/admin/catalogue/...; manager level, always scoped to
// the request's place (a manager token of another place gives no manager here).
export const catalogueAdminRoutes = defineRoutes({
  'admin/catalogue/menus': { level: 'manager' },
  'admin/catalogue/savemenu': { level: 'manager' },
  'admin/catalogue/deletemenu': { level: 'manager' },
  'admin/catalogue/reordermenus': { level: 'manager' },
  'admin/catalogue/products': { level: 'manager' },
  'admin/catalogue/product': { level: 'manager' },
  'admin/catalogue/saveproduct': { level: 'manager' },
  'admin/catalogue/availability': { level: 'manager' },
  'admin/catalogue/deleteproduct': { level: 'manager' },
  'admin/catalogue/adjuststock': { level: 'manager' },
  'admin/catalogue/stockhistory': { level: 'manager' },
  'admin/catalogue/combo': { level: 'manager' },
  'admin/catalogue/savecombo': { level: 'manager' },
  'admin/catalogue/deletecombo': { level: 'manager' },
  'admin/catalogue/uploadphoto': { level: 'manager' },
  'admin/catalogue/importcsv': { level: 'manager' },
  'admin/catalogue/exportcsv': { level: 'manager' },
});
