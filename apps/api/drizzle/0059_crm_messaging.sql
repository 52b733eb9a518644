CREATE TABLE "whatsapp_appointment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"attendancy_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"number_id" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"provider_message_id" text,
	"error_code" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_place_credentials" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"agent_email" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_place_settings" ADD COLUMN "reminder_number_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_place_settings" ADD COLUMN "reminder_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_appointment_reminders" ADD CONSTRAINT "whatsapp_appointment_reminders_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_appointment_reminders" ADD CONSTRAINT "whatsapp_appointment_reminders_attendancy_id_attendancies_id_fk" FOREIGN KEY ("attendancy_id") REFERENCES "public"."attendancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_place_credentials" ADD CONSTRAINT "chat_place_credentials_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_appointment_reminders_once" ON "whatsapp_appointment_reminders" USING btree ("attendancy_id","starts_at");--> statement-breakpoint
CREATE INDEX "whatsapp_appointment_reminders_status" ON "whatsapp_appointment_reminders" USING btree ("place_id","status","due_at");--> statement-breakpoint
CREATE INDEX "whatsapp_appointment_reminders_provider" ON "whatsapp_appointment_reminders" USING btree ("place_id","provider_message_id");--> statement-breakpoint
-- hand-written below
-- Appointment reminders (decision 200) and a place's chat credentials (decision 201) are tenant data:
-- the policy of 0001_rls.sql; grants to app_user come from the default privileges set there.
ALTER TABLE whatsapp_appointment_reminders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE whatsapp_appointment_reminders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY whatsapp_appointment_reminders_tenant ON whatsapp_appointment_reminders
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE chat_place_credentials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE chat_place_credentials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY chat_place_credentials_tenant ON chat_place_credentials
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
