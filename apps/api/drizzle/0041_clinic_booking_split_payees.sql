CREATE TABLE "split_payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_pay_transactions" ADD COLUMN "split_rules" jsonb;--> statement-breakpoint
ALTER TABLE "split_payees" ADD CONSTRAINT "split_payees_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_payees_place_supplier" ON "split_payees" USING btree ("place_id","supplier_id");--> statement-breakpoint
CREATE INDEX "attendancies_order" ON "attendancies" USING btree ("order_id");--> statement-breakpoint
-- hand-written below
-- Split payees are tenant data (decision 126): the policy of 0001_rls.sql.
ALTER TABLE split_payees ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE split_payees FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY split_payees_tenant ON split_payees
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
