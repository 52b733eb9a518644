-- Orders are tenant data: the same policy as place_members (0001_rls.sql); grants to app_user
-- come from the default privileges set there. addresses and order_places are global (no place
-- column; decision 012).
ALTER TABLE orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY orders_tenant ON orders
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE order_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_items_tenant ON order_items
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE order_status_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_status_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_status_history_tenant ON order_status_history
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
-- The status history is append-only for the application.
REVOKE UPDATE, DELETE ON order_status_history FROM app_user;
--> statement-breakpoint
ALTER TABLE order_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_counters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_counters_tenant ON order_counters
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
