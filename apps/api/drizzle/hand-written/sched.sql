--> statement-breakpoint
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
