CREATE TABLE "patient_procedures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"procedure_type" text NOT NULL,
	"day" date NOT NULL,
	"hour" text NOT NULL,
	"region" text NOT NULL,
	"product" text NOT NULL,
	"lot" text NOT NULL,
	"quantity" numeric(10, 2),
	"unit" text,
	"technique" text NOT NULL,
	"notes" text NOT NULL,
	"addendum_to" uuid,
	"supplier_id" text,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_surgeries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"surgery_type" text NOT NULL,
	"surgery_local" text NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"observations" text NOT NULL,
	"addendum_to" uuid,
	"supplier_id" text,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_procedures" ADD CONSTRAINT "patient_procedures_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_procedures" ADD CONSTRAINT "patient_procedures_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_surgeries" ADD CONSTRAINT "patient_surgeries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_surgeries" ADD CONSTRAINT "patient_surgeries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_procedures_patient" ON "patient_procedures" USING btree ("place_id","patient_id","day");--> statement-breakpoint
CREATE INDEX "patient_procedures_addendum" ON "patient_procedures" USING btree ("addendum_to");--> statement-breakpoint
CREATE INDEX "patient_surgeries_patient" ON "patient_surgeries" USING btree ("place_id","patient_id","day");--> statement-breakpoint
CREATE INDEX "patient_surgeries_addendum" ON "patient_surgeries" USING btree ("addendum_to");--> statement-breakpoint
-- hand-written below
-- Surgeries and procedures (decisions 155–156): tenant data under the policy of 0001_rls.sql, signed
-- and never changed nor removed, like the consultations (decision 138).
ALTER TABLE patient_surgeries ADD CONSTRAINT patient_surgeries_addendum_to_fk
  FOREIGN KEY (addendum_to) REFERENCES patient_surgeries(id);
--> statement-breakpoint
ALTER TABLE patient_procedures ADD CONSTRAINT patient_procedures_addendum_to_fk
  FOREIGN KEY (addendum_to) REFERENCES patient_procedures(id);
--> statement-breakpoint
ALTER TABLE patient_surgeries ADD CONSTRAINT patient_surgeries_start_time_format
  CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE patient_procedures ADD CONSTRAINT patient_procedures_hour_format
  CHECK (hour ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE patient_procedures ADD CONSTRAINT patient_procedures_quantity_range
  CHECK (quantity IS NULL OR (quantity > 0 AND quantity <= 10000));
--> statement-breakpoint
ALTER TABLE patient_procedures ADD CONSTRAINT patient_procedures_unit_known
  CHECK (unit IS NULL OR unit IN ('units', 'ml', 'mg', 'syringes', 'ampoules', 'vials', 'threads', 'sessions'));
--> statement-breakpoint
CREATE TRIGGER patient_surgeries_append_only BEFORE UPDATE OR DELETE ON patient_surgeries
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
CREATE TRIGGER patient_procedures_append_only BEFORE UPDATE OR DELETE ON patient_procedures
  FOR EACH ROW EXECUTE FUNCTION patients_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_surgeries FROM app_user;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON patient_procedures FROM app_user;
--> statement-breakpoint
ALTER TABLE patient_surgeries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_surgeries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_surgeries_tenant ON patient_surgeries
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_procedures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_procedures FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_procedures_tenant ON patient_procedures
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
