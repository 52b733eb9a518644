CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"series_id" uuid,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"appointment_id" uuid,
	"user_id" uuid NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"notes" text,
	"octadesk_id" text,
	"order_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"bio" text,
	"speciality_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"associated_supplier_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"splits_associated_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_suppliers_place_supplier" UNIQUE("place_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialities_place_name" UNIQUE("place_id","name")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendancies" ADD CONSTRAINT "attendancies_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendancies" ADD CONSTRAINT "attendancies_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendancies" ADD CONSTRAINT "attendancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_suppliers" ADD CONSTRAINT "service_suppliers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialities" ADD CONSTRAINT "specialities_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_place_supplier_start" ON "appointments" USING btree ("place_id","supplier_id","starts_at");--> statement-breakpoint
CREATE INDEX "attendancies_place_supplier_start" ON "attendancies" USING btree ("place_id","supplier_id","starts_at");--> statement-breakpoint
CREATE INDEX "attendancies_place_user" ON "attendancies" USING btree ("place_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "attendancies_appointment" ON "attendancies" USING btree ("appointment_id");--> statement-breakpoint
-- hand-written below
-- Scheduling tables are tenant data: the policy of 0001_rls.sql; grants to app_user come from the
-- default privileges set there.
-- No double booking, enforced by PostgreSQL itself (decision 080): btree_gist lets one exclusion
-- constraint compare the place and supplier (equality) with the time range (overlap). Cancelled
-- bookings (status 3) free their time; inactive slots may overlap active ones.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE attendancies ADD CONSTRAINT attendancies_no_double_booking
  EXCLUDE USING gist (place_id WITH =, supplier_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
  WHERE (status <> 3);
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (place_id WITH =, supplier_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
  WHERE (active);
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_ends_after_start CHECK (ends_at > starts_at);
--> statement-breakpoint
ALTER TABLE attendancies ADD CONSTRAINT attendancies_ends_after_start CHECK (ends_at > starts_at);
--> statement-breakpoint
ALTER TABLE attendancies ADD CONSTRAINT attendancies_status_known CHECK (status BETWEEN 0 AND 3);
--> statement-breakpoint
ALTER TABLE attendancies ADD CONSTRAINT attendancies_type_known CHECK (type BETWEEN 0 AND 4);
--> statement-breakpoint
ALTER TABLE specialities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE specialities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY specialities_tenant ON specialities
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE service_suppliers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE service_suppliers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY service_suppliers_tenant ON service_suppliers
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE appointments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appointments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY appointments_tenant ON appointments
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE attendancies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attendancies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY attendancies_tenant ON attendancies
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
