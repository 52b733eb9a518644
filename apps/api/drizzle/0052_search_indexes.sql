-- Product search (decision 171): no table change, an index drizzle cannot express.
SELECT 1;
--> statement-breakpoint
-- hand-written below
-- search_text holds the name and description already lower-cased and without accents
-- (normalizeForSearch, on both sides), so the storefront's `search_text LIKE '%term%'` is
-- accent-insensitive; a trigram index answers it without reading every product of the place.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_trgm ON products USING gin (search_text gin_trgm_ops);
