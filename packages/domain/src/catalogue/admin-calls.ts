import { defineCalls } from '../contract-types.ts';
import { catalogueMessage } from './admin-messages.ts';
import { catalogueAdminRoutes } from './admin-routes.ts';
import {
  AdjustStockBody,
  AdjustStockResponse,
  CategoryIdBody,
  ComboResponse,
  DeleteResponse,
  ExportCsvBody,
  ExportCsvResponse,
  ImportCsvBody,
  ImportCsvResponse,
  ListAdminProductsBody,
  ListAdminProductsResponse,
  ListMenusBody,
  ListMenusResponse,
  PHOTO_MAX_BASE64,
  ProductIdBody,
  ReadComboBody,
  ReorderBody,
  ReorderResponse,
  SaveCategoryBody,
  SaveCategoryResponse,
  SaveComboBody,
  SaveProductBody,
  SaveProductResponse,
  SetAvailabilityBody,
  StockHistoryBody,
  StockHistoryResponse,
  UploadPhotoBody,
  UploadPhotoResponse,
} from './admin-schemas.ts';

export const catalogueAdminCalls = defineCalls(catalogueAdminRoutes, {
  'admin/catalogue/menus': {
    summary: 'Every menu category of the place (active or not) with its subtypes and product count, in menu order.',
    body: ListMenusBody,
    response: ListMenusResponse,
  },
  'admin/catalogue/savemenu': {
    summary: 'Creates (no _id) or updates a menu category.',
    body: SaveCategoryBody,
    response: SaveCategoryResponse,
  },
  'admin/catalogue/deletemenu': {
    summary: 'Deletes an empty category (one with products must be emptied or disabled).',
    body: CategoryIdBody,
    response: DeleteResponse,
  },
  'admin/catalogue/reordermenus': {
    summary: 'Sets the menu order: the category ids in their new order (drag-to-reorder).',
    body: ReorderBody,
    response: ReorderResponse,
  },
  'admin/catalogue/products': {
    summary: 'A page of 50 products (active or not, staff-only included), by category and search.',
    body: ListAdminProductsBody,
    response: ListAdminProductsResponse,
  },
  'admin/catalogue/product': {
    summary: 'One product with every field, for the product form.',
    body: ProductIdBody,
    response: SaveProductResponse,
  },
  'admin/catalogue/saveproduct': {
    summary: 'Creates (no _id) or updates a product; code unique per place; a stock change is kept in the history.',
    body: SaveProductBody,
    response: SaveProductResponse,
  },
  'admin/catalogue/availability': {
    summary: 'Turns a product on or off in the storefront.',
    body: SetAvailabilityBody,
    response: SaveProductResponse,
  },
  'admin/catalogue/deleteproduct': {
    summary: 'Deletes a product (orders keep their copy of its name and price).',
    body: ProductIdBody,
    response: DeleteResponse,
  },
  'admin/catalogue/adjuststock': {
    summary: 'Adds or removes stock with a reason; kept in the stock history with who and when.',
    body: AdjustStockBody,
    response: AdjustStockResponse,
  },
  'admin/catalogue/stockhistory': {
    summary: "A product's stock movements, newest first, 50 a page.",
    body: StockHistoryBody,
    response: StockHistoryResponse,
  },
  'admin/catalogue/combo': {
    summary: "A product's combo sessions with their items, for the combo editor.",
    body: ReadComboBody,
    response: ComboResponse,
  },
  'admin/catalogue/savecombo': {
    summary: "Replaces a product's combo sessions (ids kept for sessions and items sent with one).",
    body: SaveComboBody,
    response: ComboResponse,
  },
  'admin/catalogue/deletecombo': {
    summary: "Removes a product's combo sessions: it is sold as a plain product again.",
    body: ReadComboBody,
    response: DeleteResponse,
  },
  'admin/catalogue/uploadphoto': {
    summary: 'Stores a picture (base64, at most 10 MB) resized to WebP; answers its public URL.',
    body: UploadPhotoBody,
    response: UploadPhotoResponse,
    bodyLimit: PHOTO_MAX_BASE64 + 4096,
    tooLarge: { field: 'data', message: catalogueMessage('imageTooLarge') },
  },
  'admin/catalogue/importcsv': {
    summary: 'Creates or updates products from a CSV (by code); any bad row → nothing saved, errors per row.',
    body: ImportCsvBody,
    response: ImportCsvResponse,
    bodyLimit: 2_200_000,
  },
  'admin/catalogue/exportcsv': {
    summary: "The place's products as CSV (the import's columns).",
    body: ExportCsvBody,
    response: ExportCsvResponse,
  },
});
