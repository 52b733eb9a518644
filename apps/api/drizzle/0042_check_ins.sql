CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"open_order_id" uuid NOT NULL,
	"user_id" uuid,
	"guest" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_open_order_id_open_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_per_guest" ON "check_ins" USING btree ("open_order_id","user_id");--> statement-breakpoint
CREATE INDEX "check_ins_account" ON "check_ins" USING btree ("place_id","open_order_id","created_at");--> statement-breakpoint
-- hand-written below
-- Check-ins are tenant data (guests' personal data): the policy of 0001_rls.sql; grants to
-- app_user come from the default privileges set there.
ALTER TABLE check_ins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE check_ins FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY check_ins_tenant ON check_ins
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
