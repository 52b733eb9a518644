CREATE TABLE "crm_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text,
	"organization_id" uuid,
	"interest_speciality_id" uuid,
	"indicated_by" text,
	"main_supplier_id" text,
	"indication_clinic" text,
	"contact_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_cancellation_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_contact_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_first_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cnpj" text,
	"phone" text,
	"email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_origins" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"campaign_id" uuid,
	"contact_type_id" uuid,
	"first_contact_id" uuid,
	"organization_id" uuid,
	"interest_speciality_id" uuid,
	"indicated_by_supplier_id" text,
	"clinical_indication" text,
	"publicity_block" boolean DEFAULT false NOT NULL,
	"contact_block" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD CONSTRAINT "crm_campaigns_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD CONSTRAINT "crm_campaigns_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD CONSTRAINT "crm_campaigns_interest_speciality_id_specialities_id_fk" FOREIGN KEY ("interest_speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD CONSTRAINT "crm_campaigns_contact_type_id_crm_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."crm_contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_cancellation_reasons" ADD CONSTRAINT "crm_cancellation_reasons_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_types" ADD CONSTRAINT "crm_contact_types_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_contacts" ADD CONSTRAINT "crm_first_contacts_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_contacts" ADD CONSTRAINT "crm_first_contacts_campaign_id_crm_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."crm_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_organizations" ADD CONSTRAINT "crm_organizations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_campaign_id_crm_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."crm_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_contact_type_id_crm_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."crm_contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_first_contact_id_crm_first_contacts_id_fk" FOREIGN KEY ("first_contact_id") REFERENCES "public"."crm_first_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_origins" ADD CONSTRAINT "patient_origins_interest_speciality_id_specialities_id_fk" FOREIGN KEY ("interest_speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_campaigns_place_name" ON "crm_campaigns" USING btree ("place_id",lower("name")) WHERE "crm_campaigns"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_cancellation_reasons_place_name" ON "crm_cancellation_reasons" USING btree ("place_id",lower("name")) WHERE "crm_cancellation_reasons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contact_types_place_name" ON "crm_contact_types" USING btree ("place_id",lower("name")) WHERE "crm_contact_types"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_first_contacts_place_name" ON "crm_first_contacts" USING btree ("place_id",lower("name")) WHERE "crm_first_contacts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_organizations_place_name" ON "crm_organizations" USING btree ("place_id",lower("name")) WHERE "crm_organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patient_origins_place_campaign" ON "patient_origins" USING btree ("place_id","campaign_id");--> statement-breakpoint
CREATE INDEX "patient_origins_place_contact_type" ON "patient_origins" USING btree ("place_id","contact_type_id");--> statement-breakpoint
CREATE INDEX "patient_origins_place_interest" ON "patient_origins" USING btree ("place_id","interest_speciality_id");--> statement-breakpoint
CREATE INDEX "patient_origins_place_indicated_by" ON "patient_origins" USING btree ("place_id","indicated_by_supplier_id");--> statement-breakpoint
CREATE INDEX "patient_origins_place_first_contact" ON "patient_origins" USING btree ("place_id","first_contact_id");--> statement-breakpoint
CREATE INDEX "patient_origins_place_organization" ON "patient_origins" USING btree ("place_id","organization_id");--> statement-breakpoint
-- hand-written below
-- The CRM lists and the patients' lead origins are tenant data: the policy of 0001_rls.sql; grants
-- to app_user come from the default privileges set there.
ALTER TABLE crm_contact_types ADD CONSTRAINT crm_contact_types_kind_known CHECK (kind IN
  ('none', 'employee', 'customer', 'handler', 'system', 'forwarding_employee', 'forwarding_customer'));
--> statement-breakpoint
ALTER TABLE crm_cancellation_reasons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_cancellation_reasons FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_cancellation_reasons_tenant ON crm_cancellation_reasons
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE crm_contact_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_contact_types FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_contact_types_tenant ON crm_contact_types
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE crm_organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_organizations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_organizations_tenant ON crm_organizations
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE crm_campaigns ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_campaigns FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_campaigns_tenant ON crm_campaigns
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE crm_first_contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_first_contacts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_first_contacts_tenant ON crm_first_contacts
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE patient_origins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_origins FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY patient_origins_tenant ON patient_origins
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
