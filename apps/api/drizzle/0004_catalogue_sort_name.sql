DROP INDEX "products_place_category_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_place_category_name" ON "products" USING btree ("place_id","category_id","sort_name");