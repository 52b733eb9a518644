CREATE TABLE "patient_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"role" text NOT NULL,
	"supplier_id" text,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" text NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"chief_complaint" text NOT NULL,
	"present_illness_history" text NOT NULL,
	"progress_notes" text NOT NULL,
	"medical_management" text NOT NULL,
	"day" date NOT NULL,
	"hour" text NOT NULL,
	"addendum_to" uuid,
	"supplier_id" text,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid,
	"supplier_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"full_name" text NOT NULL,
	"surname" text,
	"partner_name" text,
	"father_name" text,
	"mother_name" text,
	"marital_status" text,
	"blood_type" text,
	"has_children" boolean,
	"has_died" boolean DEFAULT false NOT NULL,
	"death_date" date,
	"observations" text,
	"responsible_name" text,
	"responsible_phone" text,
	"email" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text,
	"birthdate" date,
	"cpf" text,
	"gender" text,
	"occupation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_audit" ADD CONSTRAINT "patient_audit_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consents" ADD CONSTRAINT "patient_consents_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consents" ADD CONSTRAINT "patient_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_records" ADD CONSTRAINT "patient_records_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_records" ADD CONSTRAINT "patient_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_audit_patient" ON "patient_audit" USING btree ("place_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_consents_patient" ON "patient_consents" USING btree ("place_id","patient_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "patient_records_patient" ON "patient_records" USING btree ("place_id","patient_id","day");--> statement-breakpoint
CREATE INDEX "patient_records_addendum" ON "patient_records" USING btree ("addendum_to");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_place_cpf" ON "patients" USING btree ("place_id","cpf") WHERE "patients"."cpf" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_place_user" ON "patients" USING btree ("place_id","user_id") WHERE "patients"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "patients_place_name" ON "patients" USING btree ("place_id","full_name");--> statement-breakpoint
CREATE INDEX "patients_suppliers" ON "patients" USING gin ("supplier_ids");--> statement-breakpoint
-- hand-written below
-- Patients and the clinical record (decisions 135–139): tenant data under the policy of 0001_rls.sql.
ALTER TABLE patient_records ADD CONSTRAINT patient_records_addendum_to_fk
  FOREIGN KEY (addendum_to) REFERENCES patient_records(id);
--> statement-breakpoint
ALTER TABLE patient_records ADD CONSTRAINT patient_records_hour_format CHECK (hour ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE patient_consents ADD CONSTRAINT patient_consents_purpose_known
  CHECK (purpose IN ('treatment', 'image', 'messages'));
--> statement-breakpoint
-- Signed entries, consents and the access audit are never changed nor removed (CFM 1.821/2007,
-- Lei 13.787/2018): the application role may not, and a trigger refuses it to every role.
CREATE OR REPLACE FUNCTION patients_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER patient_records_append_only BEFORE UPDATE OR DELETE ON patient_records
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
CREATE TRIGGER patient_consents_append_only BEFORE UPDATE OR DELETE ON patient_consents
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
CREATE TRIGGER patient_audit_append_only BEFORE UPDATE OR DELETE ON patient_audit
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_records FROM app_user;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_consents FROM app_user;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_audit FROM app_user;
--> statement-breakpoint
ALTER TABLE patients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patients FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patients_tenant ON patients
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_records ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_records FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_records_tenant ON patient_records
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_consents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_consents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_consents_tenant ON patient_consents
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_audit ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_audit FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_audit_tenant ON patient_audit
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
