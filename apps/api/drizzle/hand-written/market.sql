--> statement-breakpoint
-- hand-written below
-- Links and favourites are tenant data of the marketplace or brand (policy of 0001_rls.sql; grants
-- to app_user come from the default privileges set there). A listed place may read the rows that
-- name it (to see its own listing), never write them: only the group's context writes.
ALTER TABLE place_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE place_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY place_links_tenant ON place_links
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
CREATE POLICY place_links_member_reads ON place_links FOR SELECT
  USING (member_place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_kind CHECK (kind IN ('marketplace', 'branch'));
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_status CHECK (status IN ('pending', 'listed', 'hidden'));
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_not_itself CHECK (place_id <> member_place_id);
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_position CHECK (position BETWEEN 0 AND 9999);
--> statement-breakpoint
ALTER TABLE place_favourites ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE place_favourites FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY place_favourites_tenant ON place_favourites
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE place_locations ADD CONSTRAINT place_locations_bounds
  CHECK (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180);
