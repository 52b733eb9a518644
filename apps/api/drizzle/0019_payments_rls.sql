-- Charges and their history are tenant data: the same policy as orders (0008_orders_rls.sql);
-- grants to app_user come from the default privileges of 0001_rls.sql. payment_cards is global per
-- person (like addresses, decision 012); the sandbox_pay_* tables are the sandbox provider's side.
ALTER TABLE payment_transactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_transactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_transactions_tenant ON payment_transactions
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE payment_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_events_tenant ON payment_events
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
-- The payment history is append-only for the application.
REVOKE UPDATE, DELETE ON payment_events FROM app_user;
