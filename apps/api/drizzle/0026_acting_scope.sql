-- Decision 046. Sessions of staff acting as a customer issued before they were bound to a place
-- (60 days, valid everywhere) end now.
UPDATE "sessions" SET "revoked_at" = now() WHERE "acting_manager_id" IS NOT NULL AND "revoked_at" IS NULL;
--> statement-breakpoint
-- One seller, one place: where several places name the same seller, the oldest keeps it and the
-- others lose it (and online payment) until their owner sets a seller the provider confirms.
UPDATE "places" p SET "payments_seller_id" = NULL, "payments_service_enabled" = false
WHERE p."payments_seller_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "places" o
  WHERE o."payments_seller_id" = p."payments_seller_id" AND (o."created_at", o."id") < (p."created_at", p."id")
);
--> statement-breakpoint
CREATE TABLE "payment_card_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_card_places_card" UNIQUE("place_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "payments_seller_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_card_places" ADD CONSTRAINT "payment_card_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_card_places" ADD CONSTRAINT "payment_card_places_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_card_places" ADD CONSTRAINT "payment_card_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_card_places_user" ON "payment_card_places" USING btree ("place_id","user_id");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_payments_seller_id" UNIQUE("payments_seller_id");