-- The stock history is tenant data (same policy as 0008_orders_rls.sql) and append-only for the app.
ALTER TABLE stock_movements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stock_movements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY stock_movements_tenant ON stock_movements
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
REVOKE UPDATE, DELETE ON stock_movements FROM app_user;
