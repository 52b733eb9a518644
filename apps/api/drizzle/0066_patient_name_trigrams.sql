-- Patient search by name (patients list, CRM search and name filter): `plainText(full_name) LIKE
-- '%term%'` (platform/db/plain-text.ts, the same letters written into the statement) read every
-- patient of the clinic; a trigram index on that very expression answers it from the term's
-- trigrams. No table change, an index drizzle cannot express (like 0052's products_search_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_plain_name_trgm ON patients
  USING gin (translate(lower(full_name), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);
