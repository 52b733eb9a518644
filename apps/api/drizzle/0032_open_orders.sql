CREATE TABLE "open_order_members" (
	"place_id" uuid NOT NULL,
	"open_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_order_members_open_order_id_user_id_pk" PRIMARY KEY("open_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "open_order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"open_order_id" uuid NOT NULL,
	"payment_type" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"by_user_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_order_payments_amount" CHECK ("open_order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "open_order_rounds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"open_order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"spot_key" text NOT NULL,
	"label" text NOT NULL,
	"consume_place_id" uuid,
	"name" text,
	"status" integer DEFAULT 1 NOT NULL,
	"invite_code" text NOT NULL,
	"opened_by_user_id" uuid,
	"service_fee_bp" integer DEFAULT 1000 NOT NULL,
	"waiter_called_at" timestamp with time zone,
	"bill_requested_at" timestamp with time zone,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" uuid,
	CONSTRAINT "open_orders_status" CHECK ("open_orders"."status" in (1, 7)),
	CONSTRAINT "open_orders_fee" CHECK ("open_orders"."service_fee_bp" between 0 and 3000)
);
--> statement-breakpoint
ALTER TABLE "open_order_members" ADD CONSTRAINT "open_order_members_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_members" ADD CONSTRAINT "open_order_members_open_order_id_open_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_members" ADD CONSTRAINT "open_order_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_payments" ADD CONSTRAINT "open_order_payments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_payments" ADD CONSTRAINT "open_order_payments_open_order_id_open_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_rounds" ADD CONSTRAINT "open_order_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_rounds" ADD CONSTRAINT "open_order_rounds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_rounds" ADD CONSTRAINT "open_order_rounds_open_order_id_open_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_orders" ADD CONSTRAINT "open_orders_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_orders" ADD CONSTRAINT "open_orders_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_order_members_user" ON "open_order_members" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "open_order_payments_account" ON "open_order_payments" USING btree ("place_id","open_order_id");--> statement-breakpoint
CREATE INDEX "open_order_rounds_account" ON "open_order_rounds" USING btree ("place_id","open_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_orders_one_per_spot" ON "open_orders" USING btree ("place_id","spot_key") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "open_orders_place_status" ON "open_orders" USING btree ("place_id","status","created_at");--> statement-breakpoint
-- hand-written below
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
