-- hand-written below
-- Split rule sets and order splits are tenant data: the policy of 0001_rls.sql; grants to
-- app_user come from the default privileges set there.
ALTER TABLE split_rule_sets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE split_rule_sets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY split_rule_sets_tenant ON split_rule_sets
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE order_splits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_splits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_splits_tenant ON order_splits
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
