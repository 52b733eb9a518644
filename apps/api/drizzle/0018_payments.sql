CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"buyer_id" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"message" text,
	"qrcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_attempt" UNIQUE("place_id","order_id","attempt"),
	CONSTRAINT "payment_transactions_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_buyers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"first4" text NOT NULL,
	"last4" text NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"brand" text NOT NULL,
	"first4" text NOT NULL,
	"last4" text NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"pix_key" text NOT NULL,
	"cc_enabled" boolean DEFAULT true NOT NULL,
	"pix_enabled" boolean DEFAULT true NOT NULL,
	"installment_enabled" boolean DEFAULT true NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text,
	"reference_id" text NOT NULL,
	"idempotency_key" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"card_id" text,
	"behaviour" text,
	"message" text,
	"qrcode" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pay_transactions_key" UNIQUE("seller_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_user" ON "payment_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_transaction" ON "payment_events" USING btree ("place_id","transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_live" ON "payment_transactions" USING btree ("place_id","order_id") WHERE status in ('processing', 'pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "payment_transactions_provider" ON "payment_transactions" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_place_created" ON "payment_transactions" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_pay_cards_buyer" ON "sandbox_pay_cards" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sandbox_pay_transactions_created" ON "sandbox_pay_transactions" USING btree ("created_at");