CREATE TABLE "kitchen_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_members" ADD COLUMN "staff_role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_stations_place" ON "kitchen_stations" USING btree ("place_id","position");--> statement-breakpoint
-- hand-written below
-- Kitchen stations are tenant data: the policy of 0001_rls.sql; grants to app_user come from the
-- default privileges set there. Existing members keep 'manager' through the column's default.
ALTER TABLE kitchen_stations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE kitchen_stations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY kitchen_stations_tenant ON kitchen_stations
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
