CREATE TABLE "automatic_message_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"automatic_message_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"number_id" text NOT NULL,
	"phone" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"error_code" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automatic_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"number_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text NOT NULL,
	"template_language" text NOT NULL,
	"template_body" text NOT NULL,
	"description" text NOT NULL,
	"filter" jsonb NOT NULL,
	"frequency" jsonb NOT NULL,
	"form_data" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"place_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_opt_outs_place_id_phone_pk" PRIMARY KEY("place_id","phone")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_order_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_status" smallint NOT NULL,
	"number_id" text NOT NULL,
	"phone" text NOT NULL,
	"parameters" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_place_settings" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"order_status_number_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_number_places" (
	"number_id" text PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"number_id" text NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "automatic_message_sends" ADD CONSTRAINT "automatic_message_sends_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_message_sends" ADD CONSTRAINT "automatic_message_sends_automatic_message_id_automatic_messages_id_fk" FOREIGN KEY ("automatic_message_id") REFERENCES "public"."automatic_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_message_sends" ADD CONSTRAINT "automatic_message_sends_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_messages" ADD CONSTRAINT "automatic_messages_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_outs" ADD CONSTRAINT "whatsapp_opt_outs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_order_notices" ADD CONSTRAINT "whatsapp_order_notices_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_place_settings" ADD CONSTRAINT "whatsapp_place_settings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_number_places" ADD CONSTRAINT "whatsapp_number_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automatic_message_sends_once" ON "automatic_message_sends" USING btree ("automatic_message_id","patient_id","occurrence");--> statement-breakpoint
CREATE INDEX "automatic_message_sends_provider" ON "automatic_message_sends" USING btree ("place_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "automatic_message_sends_place_created" ON "automatic_message_sends" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "automatic_messages_due" ON "automatic_messages" USING btree ("place_id","status","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_order_notices_once" ON "whatsapp_order_notices" USING btree ("order_id","order_status");--> statement-breakpoint
CREATE INDEX "whatsapp_order_notices_provider" ON "whatsapp_order_notices" USING btree ("place_id","provider_message_id");--> statement-breakpoint
-- hand-written below
-- Automatic messages, their sends, order-status notices, WhatsApp settings and opt-outs are tenant
-- data: the policy of 0001_rls.sql; grants to app_user come from the default privileges set there. whatsapp_number_places is a routing table read before
-- the place is known (the webhook), and whatsapp_outbox is the sandbox's: neither holds a place's data.
ALTER TABLE automatic_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE automatic_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY automatic_messages_tenant ON automatic_messages
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE automatic_message_sends ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE automatic_message_sends FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY automatic_message_sends_tenant ON automatic_message_sends
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE whatsapp_place_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE whatsapp_place_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY whatsapp_place_settings_tenant ON whatsapp_place_settings
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE whatsapp_order_notices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE whatsapp_order_notices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY whatsapp_order_notices_tenant ON whatsapp_order_notices
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE whatsapp_opt_outs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE whatsapp_opt_outs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY whatsapp_opt_outs_tenant ON whatsapp_opt_outs
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
