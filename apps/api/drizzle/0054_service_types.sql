CREATE TABLE "service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_types_place_key" UNIQUE("place_id","key"),
	CONSTRAINT "service_types_place_name" UNIQUE("place_id","name")
);
--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Service types are tenant data: the policy of 0001_rls.sql; grants to app_user come from the
-- default privileges set there. Every service type products already name becomes a row (its name
-- is the key itself until the owner renames it), so no product points at a type that does not exist.
ALTER TABLE service_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE service_types FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY service_types_tenant ON service_types
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
INSERT INTO service_types (place_id, key, name)
  SELECT DISTINCT place_id, service_type_id, service_type_id FROM products
  WHERE service_type_id IS NOT NULL AND service_type_id <> ''
  ON CONFLICT DO NOTHING;
