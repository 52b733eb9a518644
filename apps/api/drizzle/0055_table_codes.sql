CREATE TABLE "table_codes" (
	"place_id" uuid NOT NULL,
	"spot_key" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone,
	CONSTRAINT "table_codes_place_id_spot_key_pk" PRIMARY KEY("place_id","spot_key"),
	CONSTRAINT "table_codes_code" CHECK (char_length("table_codes"."code") between 4 and 20)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "check_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Table codes are tenant data: the policy of 0001_rls.sql; grants to app_user come from the
-- default privileges set there.
ALTER TABLE table_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE table_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY table_codes_tenant ON table_codes
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
