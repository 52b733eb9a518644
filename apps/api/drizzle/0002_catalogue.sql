CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type_search" text NOT NULL,
	"type_id" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"subtypes" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"carousel" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_place_type_search" UNIQUE("place_id","type_search")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"details" text,
	"price_cents" integer NOT NULL,
	"regular_price_cents" integer,
	"photo" text,
	"subtype" text,
	"service_type_id" text,
	"stock" integer,
	"safety_margin" integer DEFAULT 0 NOT NULL,
	"sale_without_stock" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	"manager_only" boolean DEFAULT false NOT NULL,
	"services_providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_place_code" UNIQUE("place_id","code")
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_place_position" ON "menu_categories" USING btree ("place_id","position");--> statement-breakpoint
CREATE INDEX "products_place_category_name" ON "products" USING btree ("place_id","category_id","name");