CREATE TABLE "saved_cart_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cart_shares_place_code" UNIQUE("place_id","code")
);
--> statement-breakpoint
CREATE TABLE "saved_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"code" text NOT NULL,
	"cart" jsonb NOT NULL,
	"customer_id" uuid,
	"saved_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_carts_place_code" UNIQUE("place_id","code")
);
--> statement-breakpoint
ALTER TABLE "saved_cart_shares" ADD CONSTRAINT "saved_cart_shares_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cart_shares" ADD CONSTRAINT "saved_cart_shares_cart_id_saved_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_carts_expiry" ON "saved_carts" USING btree ("expires_at");--> statement-breakpoint
-- hand-written below
-- Saved carts and their share codes are tenant data: the policy of 0001_rls.sql.
ALTER TABLE saved_carts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_carts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY saved_carts_tenant ON saved_carts
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE saved_cart_shares ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_cart_shares FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY saved_cart_shares_tenant ON saved_cart_shares
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
