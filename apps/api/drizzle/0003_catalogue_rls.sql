-- Catalogue tables are tenant data: the same policy as place_members (0001_rls.sql). Grants to
-- app_user come from the default privileges set there.
ALTER TABLE menu_categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE menu_categories FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY menu_categories_tenant ON menu_categories
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_tenant ON products
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
