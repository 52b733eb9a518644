// Method and URL of the back-office catalogue's calls, without their schemas (call-routes.ts: the
// browser bundle imports no zod through it). call-routes.test.ts keeps it equal to admin-calls.ts.
const NAMES = [
  'menus',
  'savemenu',
  'deletemenu',
  'reordermenus',
  'products',
  'product',
  'saveproduct',
  'availability',
  'deleteproduct',
  'adjuststock',
  'stockhistory',
  'combo',
  'savecombo',
  'deletecombo',
  'uploadphoto',
  'importcsv',
  'exportcsv',
] as const;

type AdminCatalogueCall = `admin/catalogue/${(typeof NAMES)[number]}`;

export const catalogueAdminCallRoutes = Object.fromEntries(
  NAMES.map((n) => [`admin/catalogue/${n}`, ['POST', `/api/admin/catalogue/${n}`] as const]),
) as Record<AdminCatalogueCall, readonly ['POST', string]>;
