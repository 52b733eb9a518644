import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../../integrations/storage/config.ts';
import type { Handlers } from '../../platform/http.ts';
import type { CatalogueAdminService } from './catalogue-admin.service.ts';
import type { CatalogueCsvService } from './catalogue-csv.service.ts';
import type { ComboAdminService } from './combo-admin.service.ts';
import type { PhotoService } from './photo.service.ts';
import type { StockService } from './stock.service.ts';

type AdminCatalogueCall = Extract<keyof Handlers, `admin/catalogue/${string}`>;

export function catalogueAdminRoutes(s: {
  admin: CatalogueAdminService;
  stock: StockService;
  combos: ComboAdminService;
  photos: PhotoService;
  csv: CatalogueCsvService;
}): Pick<Handlers, AdminCatalogueCall> {
  return {
    'admin/catalogue/menus': s.admin.listMenus,
    'admin/catalogue/savemenu': s.admin.saveMenu,
    'admin/catalogue/deletemenu': s.admin.deleteMenu,
    'admin/catalogue/reordermenus': s.admin.reorderMenus,
    'admin/catalogue/products': s.admin.listProducts,
    'admin/catalogue/product': s.admin.readProduct,
    'admin/catalogue/saveproduct': s.admin.saveProduct,
    'admin/catalogue/availability': s.admin.setAvailability,
    'admin/catalogue/deleteproduct': s.admin.deleteProduct,
    'admin/catalogue/adjuststock': s.stock.adjustStock,
    'admin/catalogue/stockhistory': s.stock.listStockHistory,
    'admin/catalogue/combo': s.combos.readCombo,
    'admin/catalogue/savecombo': s.combos.saveCombo,
    'admin/catalogue/deletecombo': s.combos.deleteCombo,
    'admin/catalogue/uploadphoto': s.photos.uploadPhoto,
    'admin/catalogue/importcsv': s.csv.importCsv,
    'admin/catalogue/exportcsv': s.csv.exportCsv,
  };
}

/** Pictures on the local disk are served by the API under their public path (cached a year). */
export async function registerUploads(app: FastifyInstance, storage: StorageConfig) {
  if (storage.provider !== 'local') return;
  const { mkdir } = await import('node:fs/promises');
  await mkdir(storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: `${storage.publicPath}/`,
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
