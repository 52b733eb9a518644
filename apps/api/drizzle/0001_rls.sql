-- Defence in depth (DESIGN.md "Data rules"): request transactions run as the NOSUPERUSER role
-- app_user with app.place_id set, so a query that forgets its place filter still sees one place.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
--> statement-breakpoint
-- The current request's place; '' (unset) matches no row.
CREATE OR REPLACE FUNCTION app_place_id() RETURNS uuid
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.place_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE place_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE place_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY place_members_tenant ON place_members
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
