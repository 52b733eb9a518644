-- Where a customer chose to use a saved card is tenant data (decision 046): the same policy as
-- payment_transactions (0019_payments_rls.sql); grants to app_user come from 0001_rls.sql.
ALTER TABLE payment_card_places ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_card_places FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_card_places_tenant ON payment_card_places
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
