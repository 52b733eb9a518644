-- Combo sessions and items are tenant data: the same policy as products (0003_catalogue_rls.sql).
ALTER TABLE combo_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE combo_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY combo_sessions_tenant ON combo_sessions
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE combo_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE combo_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY combo_items_tenant ON combo_items
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
