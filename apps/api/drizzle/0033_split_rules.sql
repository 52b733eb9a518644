CREATE TABLE "order_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"rule_set_id" uuid,
	"result" jsonb NOT NULL,
	"payouts" jsonb NOT NULL,
	"clinic_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_splits_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "split_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_rule_set_id_split_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."split_rule_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_rule_sets" ADD CONSTRAINT "split_rule_sets_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_splits_place" ON "order_splits" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "split_rule_sets_place" ON "split_rule_sets" USING btree ("place_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "split_rule_sets_one_default" ON "split_rule_sets" USING btree ("place_id") WHERE "split_rule_sets"."is_default";--> statement-breakpoint
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
