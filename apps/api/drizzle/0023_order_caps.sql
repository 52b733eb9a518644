ALTER TABLE "places" ADD COLUMN "max_quantity_per_item" integer DEFAULT 99 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "max_items_per_order" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "max_lines_per_order" integer DEFAULT 100 NOT NULL;