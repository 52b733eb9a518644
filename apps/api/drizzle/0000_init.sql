CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"uf" text,
	"photo" text,
	"banner" text,
	"primary_color" text DEFAULT '#c2410c' NOT NULL,
	"delivery_time_minutes" integer,
	"business_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"closed_place" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"delivery_districts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_agenda" boolean DEFAULT false NOT NULL,
	"delivery_agenda_only" boolean DEFAULT false NOT NULL,
	"comanda_facil" boolean DEFAULT false NOT NULL,
	"comanda_facil_actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"comanda_facil_open_order" boolean DEFAULT false NOT NULL,
	"comanda_facil_auto_order" boolean DEFAULT false NOT NULL,
	"comanda_facil_option" text,
	"comanda_facil_app_payment_only" boolean DEFAULT false NOT NULL,
	"cards_menu" boolean DEFAULT false NOT NULL,
	"marketplace" boolean DEFAULT false NOT NULL,
	"branch_mode" boolean DEFAULT false NOT NULL,
	"service_supplier" boolean DEFAULT false NOT NULL,
	"clinic_enabled" boolean DEFAULT false NOT NULL,
	"restaurant_enabled" boolean DEFAULT true NOT NULL,
	"new_user_flow" boolean DEFAULT false NOT NULL,
	"force_referred_by" boolean DEFAULT false NOT NULL,
	"cpf_required" boolean DEFAULT false NOT NULL,
	"accept_cash" boolean DEFAULT true NOT NULL,
	"fidelidade_enabled" boolean DEFAULT false NOT NULL,
	"cashback_perc_bp" integer DEFAULT 0 NOT NULL,
	"cashback_min_saque_cents" integer DEFAULT 0 NOT NULL,
	"order_expiration_hours" integer DEFAULT 0 NOT NULL,
	"payments_service_enabled" boolean DEFAULT false NOT NULL,
	"payments_seller_id" text,
	"first_purchase_block" boolean DEFAULT false NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"support_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"os" integer,
	"type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_user_token" UNIQUE("user_id","push_token")
);
--> statement-breakpoint
CREATE TABLE "pin_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"pin_hash" text NOT NULL,
	"attempts_left" integer NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"supplier_id" text,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"services_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"advertising_blocked" boolean DEFAULT false NOT NULL,
	"block_app_payment" boolean DEFAULT false NOT NULL,
	"first_purchase" boolean DEFAULT false NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"referred_by" text,
	"user_cupom" text,
	"invite_cupom" text,
	"share_cupom" text,
	"open_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_members_place_user" UNIQUE("place_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"place_id" uuid,
	"acting_manager_id" uuid,
	"password_reset_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"cpf" text,
	"birthdate" date,
	"photo" text,
	"social_id" text,
	"login_type" text DEFAULT 'password' NOT NULL,
	"phone_validated" boolean DEFAULT false NOT NULL,
	"master_account" boolean DEFAULT false NOT NULL,
	"payments_buyer_id" text,
	"auth_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_members" ADD CONSTRAINT "place_members_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_members" ADD CONSTRAINT "place_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_challenges_phone" ON "pin_challenges" USING btree ("phone","purpose");--> statement-breakpoint
CREATE INDEX "place_members_user" ON "place_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");