import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createCatalogueRepo } from '../apps/api/src/features/catalogue/catalogue.repo.ts';
import { createPlacesRepo } from '../apps/api/src/features/places/places.repo.ts';
import { storageOf } from '../apps/api/src/integrations/storage/index.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';

export const BIG_MENU_SLUG = 'mercado-bench';
const CATEGORIES = ['Mercearia', 'Bebidas', 'Hortifruti', 'Limpeza', 'Padaria'];
const WORDS = ['arroz', 'feijão', 'café', 'açúcar', 'leite', 'suco', 'pão', 'queijo', 'sabão', 'maçã'];

/**
 * Prepares a database before the server starts: demo data plus a place with `count` products in
 * five categories (the "5,000-product menu"), so the product list is measured on a menu
 * bigger than any demo place's. With `uploadsDir` (the server's DATA_DIR/uploads) the demo places get
 * their pictures as `npm start` draws them (logo, banner, product photos): Home's banner is its
 * largest element, which Lighthouse times.
 */
export async function seedBigMenu(target: { dataDir: string } | { url: string }, count = 5000, uploadsDir?: string) {
  const database = await openDatabase(
    'url' in target ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await database.migrate();
    const storage = uploadsDir ? storageOf({ provider: 'local', dir: uploadsDir, publicPath: '/uploads' }) : undefined;
    await seedDemo(database, pino({ level: 'silent' }), storage);
    const place = await createPlacesRepo(database.db).insert({
      slug: BIG_MENU_SLUG,
      name: 'Mercado do Bench',
      businessHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
    });
    const catalogue = createCatalogueRepo();
    await database.inPlace(place.id, async (tx) => {
      const perCategory = Math.ceil(count / CATEGORIES.length);
      for (const [position, name] of CATEGORIES.entries()) {
        const category = await catalogue.insertCategory(tx, {
          placeId: place.id,
          name,
          typeSearch: name.toLowerCase(),
          position,
        });
        for (let start = 0; start < perCategory; start += 500) {
          const batch = Array.from({ length: Math.min(500, perCategory - start) }, (_, k) => {
            const i = position * perCategory + start + k;
            return {
              placeId: place.id,
              categoryId: category.id,
              code: `B${i}`,
              name: `${WORDS[i % WORDS.length]} ${name} ${i}`,
              description: `Produto ${i} da categoria ${name}.`,
              priceCents: 100 + ((i * 37) % 9900),
            };
          });
          await catalogue.insertProducts(tx, batch);
        }
      }
    });
    // A production database has statistics (autovacuum); a fresh bulk load has none yet.
    await database.db.execute(sql`analyze`);
    return place.id;
  } finally {
    await database.close();
  }
}
