CREATE TABLE "push_claims" (
	"place_id" uuid NOT NULL,
	"claim" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_claims_place_id_claim_pk" PRIMARY KEY("place_id","claim")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"audience" text NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_place_endpoint" UNIQUE("place_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"slot" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_claims" ADD CONSTRAINT "push_claims_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_place_user" ON "push_subscriptions" USING btree ("place_id","user_id");--> statement-breakpoint
-- hand-written below
-- Push subscriptions and claims are tenant data: the policy of 0001_rls.sql (decision 101).
ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_audience CHECK (audience IN ('customer', 'staff'));
--> statement-breakpoint
ALTER TABLE push_subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE push_subscriptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY push_subscriptions_tenant ON push_subscriptions
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE push_claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE push_claims FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY push_claims_tenant ON push_claims
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
