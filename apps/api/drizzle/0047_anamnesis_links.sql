CREATE TABLE "patient_anamneses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"form_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"filled_by" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text,
	"link_id" uuid,
	"supersedes" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid,
	"hash" text NOT NULL,
	"supplier_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_anamneses" ADD CONSTRAINT "patient_anamneses_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_anamneses" ADD CONSTRAINT "patient_anamneses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_anamneses_patient" ON "patient_anamneses" USING btree ("place_id","patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_links_hash" ON "patient_links" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "patient_links_patient" ON "patient_links" USING btree ("place_id","patient_id");--> statement-breakpoint
-- hand-written below
-- Anamneses and patient links (decisions 165, 166): tenant data under the policy of 0001_rls.sql.
ALTER TABLE patient_anamneses ADD CONSTRAINT patient_anamneses_supersedes_fk
  FOREIGN KEY (supersedes) REFERENCES patient_anamneses(id);
--> statement-breakpoint
ALTER TABLE patient_anamneses ADD CONSTRAINT patient_anamneses_link_fk
  FOREIGN KEY (link_id) REFERENCES patient_links(id);
--> statement-breakpoint
ALTER TABLE patient_anamneses ADD CONSTRAINT patient_anamneses_filled_by_known
  CHECK (filled_by IN ('staff', 'patient'));
--> statement-breakpoint
ALTER TABLE patient_links ADD CONSTRAINT patient_links_kind_known
  CHECK (kind IN ('patient', 'anamnesis') AND (kind = 'patient' OR patient_id IS NOT NULL));
--> statement-breakpoint
-- A link is used once: nothing clears used_at or revoked_at once set, nor moves it to another
-- patient (a new-patient link is bound to the patient it registered when it is used).
CREATE OR REPLACE FUNCTION patient_links_keep_outcome() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.used_at IS NOT NULL AND NEW.used_at IS DISTINCT FROM OLD.used_at)
    OR (OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
    OR NEW.hash <> OLD.hash OR NEW.place_id <> OLD.place_id
    OR (OLD.patient_id IS NOT NULL AND NEW.patient_id IS DISTINCT FROM OLD.patient_id) THEN
    RAISE EXCEPTION 'patient_links: a used or revoked link stays so' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER patient_links_outcome BEFORE UPDATE ON patient_links
  FOR EACH ROW EXECUTE FUNCTION patient_links_keep_outcome();
--> statement-breakpoint
-- An answered anamnesis is never changed nor removed (as the record, decision 138).
CREATE TRIGGER patient_anamneses_append_only BEFORE UPDATE OR DELETE ON patient_anamneses
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_anamneses FROM app_user;
--> statement-breakpoint
REVOKE DELETE ON patient_links FROM app_user;
--> statement-breakpoint
ALTER TABLE patient_anamneses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_anamneses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_anamneses_tenant ON patient_anamneses
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_links_tenant ON patient_links
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
