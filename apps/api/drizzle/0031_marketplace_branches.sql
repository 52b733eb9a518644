CREATE TABLE "place_favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"favourite_place_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_favourites_unique" UNIQUE("place_id","user_id","favourite_place_id")
);
--> statement-breakpoint
CREATE TABLE "place_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"member_place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"category" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_links_group_member_kind" UNIQUE("place_id","member_place_id","kind")
);
--> statement-breakpoint
CREATE TABLE "place_locations" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_favourites" ADD CONSTRAINT "place_favourites_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_favourites" ADD CONSTRAINT "place_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_favourites" ADD CONSTRAINT "place_favourites_favourite_place_id_places_id_fk" FOREIGN KEY ("favourite_place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_links" ADD CONSTRAINT "place_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_links" ADD CONSTRAINT "place_links_member_place_id_places_id_fk" FOREIGN KEY ("member_place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_locations" ADD CONSTRAINT "place_locations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_links_member" ON "place_links" USING btree ("member_place_id");
--> statement-breakpoint
-- hand-written below
-- Links and favourites are tenant data of the marketplace or brand (policy of 0001_rls.sql; grants
-- to app_user come from the default privileges set there). A listed place may read the rows that
-- name it (to see its own listing), never write them: only the group's context writes.
ALTER TABLE place_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE place_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY place_links_tenant ON place_links
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
CREATE POLICY place_links_member_reads ON place_links FOR SELECT
  USING (member_place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_kind CHECK (kind IN ('marketplace', 'branch'));
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_status CHECK (status IN ('pending', 'listed', 'hidden'));
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_not_itself CHECK (place_id <> member_place_id);
--> statement-breakpoint
ALTER TABLE place_links ADD CONSTRAINT place_links_position CHECK (position BETWEEN 0 AND 9999);
--> statement-breakpoint
ALTER TABLE place_favourites ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE place_favourites FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY place_favourites_tenant ON place_favourites
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE place_locations ADD CONSTRAINT place_locations_bounds
  CHECK (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180);
