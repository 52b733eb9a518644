CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_place_user" UNIQUE("place_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_status_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_links" ADD CONSTRAINT "ticket_status_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_links" ADD CONSTRAINT "ticket_status_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_place_status" ON "access_requests" USING btree ("place_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ticket_status_links_order" ON "ticket_status_links" USING btree ("place_id","order_id");--> statement-breakpoint
-- hand-written below
-- Access requests and ticket status links are tenant data: the policy of 0001_rls.sql; grants to
-- app_user come from the default privileges set there.
ALTER TABLE access_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE access_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY access_requests_tenant ON access_requests
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE ticket_status_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_status_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ticket_status_links_tenant ON ticket_status_links
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
