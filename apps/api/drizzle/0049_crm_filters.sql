CREATE TABLE "crm_query_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"role" text NOT NULL,
	"supplier_id" text,
	"action" text NOT NULL,
	"criteria" text NOT NULL,
	"matched" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_query_audit" ADD CONSTRAINT "crm_query_audit_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_saved_filters" ADD CONSTRAINT "crm_saved_filters_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_query_audit_place_time" ON "crm_query_audit" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_saved_filters_owner_name" ON "crm_saved_filters" USING btree ("place_id","owner_user_id","name");--> statement-breakpoint
-- hand-written below
-- The patient CRM (decisions 143–145): tenant data under the policy of 0001_rls.sql; the query
-- audit is append-only like the patients' audit (decision 136).
ALTER TABLE crm_saved_filters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_saved_filters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_saved_filters_tenant ON crm_saved_filters
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE crm_query_audit ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_query_audit FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_query_audit_tenant ON crm_query_audit
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
CREATE TRIGGER crm_query_audit_append_only BEFORE UPDATE OR DELETE ON crm_query_audit
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON crm_query_audit FROM app_user;
--> statement-breakpoint
-- The CRM's range filters: age and birth date read patients by (place_id, birthdate); the page is
-- sorted by name (patients_place_name); bookings are found by (place_id, user_id) already.
CREATE INDEX crm_patients_place_birthdate ON patients (place_id, birthdate);
--> statement-breakpoint
CREATE INDEX crm_attendancies_place_user_status ON attendancies (place_id, user_id, status, starts_at);
