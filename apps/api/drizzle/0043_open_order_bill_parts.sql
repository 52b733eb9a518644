CREATE TABLE "open_order_bill_parts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"open_order_id" uuid NOT NULL,
	"user_id" uuid,
	"mode" text NOT NULL,
	"parts" integer,
	"amount_cents" integer NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_order_bill_parts_amount" CHECK ("open_order_bill_parts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "open_order_bill_parts" ADD CONSTRAINT "open_order_bill_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_bill_parts" ADD CONSTRAINT "open_order_bill_parts_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_bill_parts" ADD CONSTRAINT "open_order_bill_parts_open_order_id_open_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_bill_parts" ADD CONSTRAINT "open_order_bill_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_bill_parts" ADD CONSTRAINT "open_order_bill_parts_payment_id_open_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."open_order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_order_bill_parts_account" ON "open_order_bill_parts" USING btree ("place_id","open_order_id");--> statement-breakpoint
-- hand-written below
-- Bill parts are tenant data: the policy of 0001_rls.sql; grants to app_user come from the default
-- privileges set there.
ALTER TABLE open_order_bill_parts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_order_bill_parts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY open_order_bill_parts_tenant ON open_order_bill_parts
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
