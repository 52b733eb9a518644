import type { CallInput, CallResult } from '@app/domain';
import { catalogueMessage } from '@app/domain/catalogue/admin-messages';
import {
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  CSV_REQUIRED,
  type CsvRowError,
  SaveProductBody,
} from '@app/domain/catalogue/admin-schemas';
import { parseMoneyInput } from '@app/domain/shared/money';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { CatalogueAdminDeps, ServiceTypeCheck } from './catalogue-admin.service.ts';

type Column = (typeof CSV_COLUMNS)[number];
type Cells = Partial<Record<Column, string>>;

const YES = new Set(['sim', 's', 'true', '1', 'yes', 'y', 'x']);
const NO = new Set(['não', 'nao', 'n', 'false', '0', 'no', '']);
/** Schema field → the CSV column a person sees. */
const COLUMN_OF: Record<string, Column> = { category_id: 'category' };

const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/**
 * CSV import and export of the catalogue: ';' (or ',') separated, one product a row. The import
 * follows the product form's rules, service types included (decision 180: a type the place has,
 * or the one the product already had); `check_in` (decision 187) keeps a product's flag when the
 * file has no such column (a file exported before it existed).
 */
export function createCatalogueCsvService({
  database,
  repo,
  invalidate,
  serviceTypeKnown,
}: CatalogueAdminDeps & { serviceTypeKnown: ServiceTypeCheck }) {
  return {
    async exportCsv(actor: Actor): Promise<CallResult<'admin/catalogue/exportcsv'>> {
      const place = placeOf(actor);
      const rows = await database.inPlace(place.id, (tx) => repo.allProducts(tx, place.id));
      const yes = (b: boolean) => (b ? 'sim' : 'não');
      const csv = stringify(
        rows.map((p) => ({
          code: p.code,
          productname: p.name,
          category: p.categoryType,
          subtype: p.subtype ?? '',
          description: p.description ?? '',
          details: p.details ?? '',
          price: money(p.priceCents),
          regular_price: money(p.regularPriceCents),
          stock: p.stock ?? '',
          safety_margin: p.safetyMargin,
          sale_without_stock: yes(p.saleWithoutStock),
          max_quantity: p.maxQuantity ?? '',
          manager_only: yes(p.managerOnly),
          check_in: yes(p.checkIn),
          service_type_id: p.serviceTypeId ?? '',
          services_providers: p.servicesProviders.join('|'),
          active: yes(p.active),
          photo: p.photo ?? '',
        })),
        { header: true, columns: [...CSV_COLUMNS], delimiter: ';', bom: true },
      );
      return { filename: `cardapio-${place.slug}.csv`, csv };
    },

    async importCsv(
      actor: Actor,
      input: CallInput<'admin/catalogue/importcsv'>,
    ): Promise<CallResult<'admin/catalogue/importcsv'>> {
      const place = placeOf(actor);
      const say = (key: Parameters<typeof catalogueMessage>[0], params?: Record<string, string | number>) =>
        catalogueMessage(key, params, actor.language);
      const fail = (errors: CsvRowError[]) => ({ created: 0, updated: 0, saved: false, errors });

      const text = input.csv.replace(/^\uFEFF/, '');
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      if (text.trim() === '') return fail([{ row: 1, field: 'csv', message: say('csvEmpty') }]);
      let records: { record: string[]; info: { lines: number } }[];
      try {
        records = parse(text, {
          delimiter: firstLine.includes(';') ? ';' : ',',
          relax_column_count: true,
          relax_quotes: true,
          skip_empty_lines: true,
          trim: true,
          info: true,
        }) as unknown as { record: string[]; info: { lines: number } }[];
      } catch (error) {
        const line = (error as { lines?: number }).lines ?? 1;
        return fail([{ row: line, field: 'csv', message: String((error as Error).message).slice(0, 200) }]);
      }
      const [header, ...body] = records;
      if (!header) return fail([{ row: 1, field: 'csv', message: say('csvEmpty') }]);
      const names = header.record.map((h) => h.trim().toLowerCase());
      const missing = CSV_REQUIRED.filter((c) => !names.includes(c));
      if (missing.length > 0)
        return fail(missing.map((c) => ({ row: 1, field: c, message: say('csvHeader', { column: c }) })));
      if (body.length > CSV_MAX_ROWS)
        return fail([{ row: 1, field: 'csv', message: say('csvTooManyRows', { n: CSV_MAX_ROWS }) }]);

      return database
        .inPlace(place.id, async (tx) => {
          const categories = await repo.listCategories(tx, place.id);
          const byType = new Map(categories.map((c) => [c.typeSearch, c]));
          const existing = new Map((await repo.allProducts(tx, place.id)).map((p) => [p.code, p]));
          const errors: CsvRowError[] = [];
          const seen = new Map<string, number>();
          // Service types asked once each, whatever the number of rows naming them.
          const typeKnown = new Map<string, Promise<boolean>>();
          const knownType = (id: string) => {
            const asked = typeKnown.get(id) ?? serviceTypeKnown(tx, place.id, id);
            typeKnown.set(id, asked);
            return asked;
          };
          const valid: { input: ReturnType<typeof SaveProductBody.parse>; id?: string; stock: number | null }[] = [];

          for (const { record, info } of body) {
            const row = info.lines;
            const cells: Cells = {};
            names.forEach((name, i) => {
              if ((CSV_COLUMNS as readonly string[]).includes(name)) cells[name as Column] = record[i] ?? '';
            });
            const rowErrors: CsvRowError[] = [];
            const err = (field: string, message: string) => rowErrors.push({ row, field, message });
            const num = (column: Column, kind: 'int' | 'money'): number | null | undefined => {
              const raw = (cells[column] ?? '').trim();
              if (raw === '') return null;
              if (raw.startsWith('-')) {
                err(column, say(column === 'price' || column === 'regular_price' ? 'priceNegative' : 'notNegative'));
                return undefined;
              }
              if (kind === 'money') {
                const cents = parseMoneyInput(raw);
                if (cents === null) err(column, say('csvNumber'));
                return cents === null ? undefined : cents / 100;
              }
              if (!/^\d{1,10}$/.test(raw)) {
                err(column, say('wholeNumber'));
                return undefined;
              }
              return Number(raw);
            };
            const bool = (column: Column, fallback: boolean): boolean => {
              const raw = (cells[column] ?? '').trim().toLowerCase();
              if (raw === '') return fallback;
              if (YES.has(raw)) return true;
              if (NO.has(raw)) return false;
              err(column, say('csvBoolean'));
              return fallback;
            };
            const code = (cells.code ?? '').trim();
            const current = existing.get(code);
            const category = byType.get((cells.category ?? '').trim());
            if (!category) err('category', say('categoryNotFound'));
            const before = seen.get(code);
            if (code && before !== undefined) err('code', say('csvDuplicateCode', { row: before }));
            else if (code) seen.set(code, row);
            const candidate = {
              category_id: category?.id ?? '00000000-0000-4000-8000-000000000000',
              code,
              productname: cells.productname ?? '',
              description: cells.description,
              details: cells.details,
              price: num('price', 'money') ?? Number.NaN,
              regular_price: num('regular_price', 'money') ?? null,
              subtype: cells.subtype,
              service_type_id: cells.service_type_id,
              stock: num('stock', 'int') ?? null,
              safety_margin: num('safety_margin', 'int') ?? 0,
              sale_without_stock: bool('sale_without_stock', false),
              max_quantity: num('max_quantity', 'int') ?? null,
              manager_only: bool('manager_only', false),
              check_in: bool('check_in', current?.checkIn ?? false),
              services_providers: (cells.services_providers ?? '')
                .split('|')
                .map((s) => s.trim())
                .filter(Boolean),
              active: bool('active', true),
              photo: cells.photo,
            };
            const parsed = SaveProductBody.safeParse(candidate);
            if (!parsed.success) {
              for (const issue of parsed.error.issues) {
                const field = String(issue.path[0] ?? 'csv');
                if (rowErrors.some((e) => e.field === (COLUMN_OF[field] ?? field))) continue;
                err(COLUMN_OF[field] ?? field, issue.message);
              }
            } else {
              if (category && parsed.data.subtype && !category.subtypes.includes(parsed.data.subtype))
                err('subtype', say('subtypeUnknown'));
              const type = parsed.data.service_type_id;
              if (type && type !== current?.serviceTypeId && !(await knownType(type)))
                err('service_type_id', say('serviceTypeUnknown'));
            }
            if (rowErrors.length > 0 || !parsed.success) errors.push(...rowErrors);
            else {
              valid.push({ input: parsed.data, id: current?.id, stock: current?.stock ?? null });
            }
            if (errors.length >= 200) break;
          }
          const created = valid.filter((v) => !v.id).length;
          const counts = { created, updated: valid.length - created };
          if (errors.length > 0 || input.dry_run) return { ...counts, saved: false, errors };

          for (const { input: p, id, stock } of valid) {
            const values = {
              categoryId: p.category_id,
              code: p.code,
              name: p.productname,
              description: p.description,
              details: p.details,
              priceCents: Math.round(p.price * 100),
              regularPriceCents: p.regular_price === null ? null : Math.round(p.regular_price * 100),
              photo: p.photo,
              subtype: p.subtype,
              serviceTypeId: p.service_type_id,
              stock: p.stock,
              safetyMargin: p.safety_margin,
              saleWithoutStock: p.sale_without_stock,
              maxQuantity: p.max_quantity,
              managerOnly: p.manager_only,
              checkIn: p.check_in,
              servicesProviders: p.services_providers,
              active: p.active,
            };
            let productId = id;
            if (productId) await repo.updateProduct(tx, place.id, productId, values);
            else productId = await repo.insertProduct(tx, place.id, values);
            if (p.stock !== null && p.stock !== stock) {
              await repo.insertMovement(tx, {
                placeId: place.id,
                productId,
                delta: p.stock - (stock ?? 0),
                stockAfter: p.stock,
                reason: 'Importação CSV',
                userId: actor.manager?.userId ?? null,
              });
            }
          }
          return { ...counts, saved: true, errors: [] };
        })
        .then((result) => {
          if (result.saved) invalidate(place.id);
          return result;
        });
    },
  };
}
export type CatalogueCsvService = ReturnType<typeof createCatalogueCsvService>;
