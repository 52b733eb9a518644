-- Cashback, coupons and their uses are tenant data: the same policy as products (0003_catalogue_rls.sql).
ALTER TABLE cashback_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cashback_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cashback_entries_tenant ON cashback_entries
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE cashback_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cashback_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cashback_codes_tenant ON cashback_codes
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE cashback_code_uses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cashback_code_uses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cashback_code_uses_tenant ON cashback_code_uses
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE referral_rewards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE referral_rewards FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY referral_rewards_tenant ON referral_rewards
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE coupons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE coupons FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY coupons_tenant ON coupons
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE coupon_uses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE coupon_uses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY coupon_uses_tenant ON coupon_uses
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
-- The ledger is append-only for the application (expiry marks credits with expired_at).
REVOKE DELETE ON cashback_entries FROM app_user;
