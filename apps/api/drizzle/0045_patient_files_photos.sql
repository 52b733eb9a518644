CREATE TABLE "patient_application_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"product" text NOT NULL,
	"notes" text,
	"interval_days" integer NOT NULL,
	"start_date" text NOT NULL,
	"sessions" jsonb NOT NULL,
	"supplier_id" text,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "patient_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "patient_photo_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"speciality_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_photo_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "patient_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"before_file_id" uuid NOT NULL,
	"after_file_id" uuid NOT NULL,
	"procedure" text NOT NULL,
	"region" text NOT NULL,
	"day" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "patient_application_plans" ADD CONSTRAINT "patient_application_plans_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_application_plans" ADD CONSTRAINT "patient_application_plans_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photo_shares" ADD CONSTRAINT "patient_photo_shares_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photo_shares" ADD CONSTRAINT "patient_photo_shares_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photo_shares" ADD CONSTRAINT "patient_photo_shares_photo_id_patient_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."patient_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_before_file_id_patient_files_id_fk" FOREIGN KEY ("before_file_id") REFERENCES "public"."patient_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_after_file_id_patient_files_id_fk" FOREIGN KEY ("after_file_id") REFERENCES "public"."patient_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_application_plans_patient" ON "patient_application_plans" USING btree ("place_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_files_patient" ON "patient_files" USING btree ("place_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_photo_shares_photo" ON "patient_photo_shares" USING btree ("place_id","photo_id");--> statement-breakpoint
CREATE INDEX "patient_photos_patient" ON "patient_photos" USING btree ("place_id","patient_id","created_at");--> statement-breakpoint
-- hand-written below
-- Files, photos, shared results and application plans of the record (decisions 160–163): tenant
-- data under the policy of 0001_rls.sql. Nothing clinical is deleted (CFM 1.821/2007, Lei
-- 13.787/2018): DELETE is refused to every role; UPDATE may change only the columns named by the
-- trigger (hiding with a reason, a plan's session states, a share's revocation), and what was
-- hidden stays hidden.
CREATE OR REPLACE FUNCTION patient_files_guard_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  allowed text[] := TG_ARGV;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'table %: DELETE refused (hide it instead)', TG_TABLE_NAME USING ERRCODE = '55000';
  END IF;
  IF (to_jsonb(NEW) - allowed) IS DISTINCT FROM (to_jsonb(OLD) - allowed) THEN
    RAISE EXCEPTION 'table %: only % may change', TG_TABLE_NAME, allowed USING ERRCODE = '55000';
  END IF;
  IF (to_jsonb(OLD) ->> 'hidden_at') IS NOT NULL
     AND (to_jsonb(NEW) - 'sessions') IS DISTINCT FROM (to_jsonb(OLD) - 'sessions') THEN
    RAISE EXCEPTION 'table %: a hidden row stays as it was hidden', TG_TABLE_NAME USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER patient_files_guard BEFORE UPDATE OR DELETE ON patient_files
  FOR EACH ROW EXECUTE FUNCTION patient_files_guard_change('hidden_at', 'hidden_reason', 'hidden_by_user_id');
--> statement-breakpoint
CREATE TRIGGER patient_photos_guard BEFORE UPDATE OR DELETE ON patient_photos
  FOR EACH ROW EXECUTE FUNCTION patient_files_guard_change('hidden_at', 'hidden_reason', 'hidden_by_user_id');
--> statement-breakpoint
CREATE TRIGGER patient_application_plans_guard BEFORE UPDATE OR DELETE ON patient_application_plans
  FOR EACH ROW EXECUTE FUNCTION patient_files_guard_change('hidden_at', 'hidden_reason', 'hidden_by_user_id', 'sessions');
--> statement-breakpoint
CREATE TRIGGER patient_photo_shares_guard BEFORE UPDATE OR DELETE ON patient_photo_shares
  FOR EACH ROW EXECUTE FUNCTION patient_files_guard_change('revoked_at');
--> statement-breakpoint
REVOKE DELETE ON patient_files FROM app_user;
--> statement-breakpoint
REVOKE DELETE ON patient_photos FROM app_user;
--> statement-breakpoint
REVOKE DELETE ON patient_application_plans FROM app_user;
--> statement-breakpoint
REVOKE DELETE ON patient_photo_shares FROM app_user;
--> statement-breakpoint
ALTER TABLE patient_application_plans ADD CONSTRAINT patient_application_plans_interval
  CHECK (interval_days BETWEEN 1 AND 365);
--> statement-breakpoint
ALTER TABLE patient_files ADD CONSTRAINT patient_files_kind CHECK (kind IN ('file', 'photo'));
--> statement-breakpoint
ALTER TABLE patient_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_files_tenant ON patient_files
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_photos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_photos FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_photos_tenant ON patient_photos
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_photo_shares ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_photo_shares FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_photo_shares_tenant ON patient_photo_shares
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_application_plans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_application_plans FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_application_plans_tenant ON patient_application_plans
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
