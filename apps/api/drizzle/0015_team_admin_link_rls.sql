-- Team invitations and admin link codes are tenant data: the same policy as place_members
-- (0001_rls.sql); grants to app_user come from the default privileges set there.
ALTER TABLE team_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE team_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY team_invitations_tenant ON team_invitations
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE admin_link_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE admin_link_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY admin_link_codes_tenant ON admin_link_codes
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
-- A code is used (used_at set) or left to expire, never deleted by the application.
REVOKE DELETE ON admin_link_codes FROM app_user;
