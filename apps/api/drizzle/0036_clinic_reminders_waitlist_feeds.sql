CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "attendancy_followups" (
	"attendancy_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone,
	"no_show_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"place_id" uuid NOT NULL,
	"attendancy_id" uuid NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"offered_at" timestamp with time zone,
	"offered_appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_one_per_patient" UNIQUE("place_id","supplier_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"attendancy_id" uuid NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_attendancy" UNIQUE("attendancy_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendancy_followups" ADD CONSTRAINT "attendancy_followups_attendancy_id_attendancies_id_fk" FOREIGN KEY ("attendancy_id") REFERENCES "public"."attendancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendancy_followups" ADD CONSTRAINT "attendancy_followups_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_attendancy_id_attendancies_id_fk" FOREIGN KEY ("attendancy_id") REFERENCES "public"."attendancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_attendancy_id_attendancies_id_fk" FOREIGN KEY ("attendancy_id") REFERENCES "public"."attendancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_links_attendancy" ON "reminder_links" USING btree ("attendancy_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_place_supplier" ON "waitlist_entries" USING btree ("place_id","supplier_id","created_at");--> statement-breakpoint
-- hand-written below
-- Follow-ups and the waitlist are tenant data: the policy of 0001_rls.sql. reminder_links and
-- calendar_feeds are looked up by token before the place is known (decisions 131, 133): ids only.
ALTER TABLE attendancy_followups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attendancy_followups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY attendancy_followups_tenant ON attendancy_followups
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE waitlist_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE waitlist_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY waitlist_entries_tenant ON waitlist_entries
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE waitlist_offers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE waitlist_offers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY waitlist_offers_tenant ON waitlist_offers
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_days_in_order CHECK (from_day <= to_day);
