-- Open accounts are tenant data: the policy of 0001_rls.sql; grants to app_user come from the
-- default privileges set there. One open account per spot is the partial unique index above.
ALTER TABLE open_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY open_orders_tenant ON open_orders
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE open_order_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_order_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY open_order_members_tenant ON open_order_members
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE open_order_rounds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_order_rounds FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY open_order_rounds_tenant ON open_order_rounds
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE open_order_payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_order_payments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY open_order_payments_tenant ON open_order_payments
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
