CREATE TABLE "combo_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"photo" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"qtd" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"selection_type" text NOT NULL,
	"min_itens" integer DEFAULT 0 NOT NULL,
	"max_itens" integer DEFAULT 0 NOT NULL,
	"max_itens_additions" integer DEFAULT 0 NOT NULL,
	"max_total_products" integer DEFAULT 0 NOT NULL,
	"autocomplete" boolean DEFAULT false NOT NULL,
	"pending_print" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_session_id_combo_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."combo_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_sessions" ADD CONSTRAINT "combo_sessions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_sessions" ADD CONSTRAINT "combo_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_items_place_session" ON "combo_items" USING btree ("place_id","session_id","position");--> statement-breakpoint
CREATE INDEX "combo_sessions_place_product" ON "combo_sessions" USING btree ("place_id","product_id","display_order");