CREATE TABLE "patient_integration_settings" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_integration_settings" ADD CONSTRAINT "patient_integration_settings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- hand-written below
-- A clinic's integration settings are tenant data: the policy of 0001_rls.sql.
ALTER TABLE patient_integration_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_integration_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_integration_settings_tenant ON patient_integration_settings
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
