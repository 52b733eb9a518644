ALTER TABLE "places" ADD COLUMN "pickup_places" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "consume_places" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "wifi_password" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "max_installments" integer DEFAULT 1 NOT NULL;