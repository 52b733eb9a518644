CREATE TABLE "funnel_chat_sync" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"chat_id" text,
	"person_id" text,
	"name" text NOT NULL,
	"phone" text,
	"agent_name" text,
	"first_contact_id" uuid,
	"campaign_id" uuid,
	"contact_type_id" uuid,
	"served_by" text,
	"user_id" uuid,
	"patient_id" uuid,
	"manual_stage" text DEFAULT 'new' NOT NULL,
	"lost_at" timestamp with time zone,
	"cancellation_reason_id" uuid,
	"notes" text,
	"unlock_at" timestamp with time zone,
	"reminder_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_leads_manual_stage" CHECK ("funnel_leads"."manual_stage" in ('new', 'scheduled', 'attended'))
);
--> statement-breakpoint
CREATE TABLE "chat_sandbox_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_slug" text NOT NULL,
	"person_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"message" text,
	"agent_name" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funnel_chat_sync" ADD CONSTRAINT "funnel_chat_sync_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_first_contact_id_crm_first_contacts_id_fk" FOREIGN KEY ("first_contact_id") REFERENCES "public"."crm_first_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_campaign_id_crm_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."crm_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_contact_type_id_crm_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."crm_contact_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_cancellation_reason_id_crm_cancellation_reasons_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."crm_cancellation_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_leads_place_chat" ON "funnel_leads" USING btree ("place_id","chat_id") WHERE "funnel_leads"."chat_id" is not null;--> statement-breakpoint
CREATE INDEX "funnel_leads_place_created" ON "funnel_leads" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "funnel_leads_place_user" ON "funnel_leads" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_sandbox_chats_place" ON "chat_sandbox_chats" USING btree ("place_slug","created_at");--> statement-breakpoint
-- hand-written below
-- Leads and the chat sync mark are tenant data: the policy of 0001_rls.sql; grants to app_user come
-- from the default privileges set there. chat_sandbox_chats is the sandbox tool's own store (like
-- sms_outbox), read only through the chat port.
ALTER TABLE funnel_leads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE funnel_leads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY funnel_leads_tenant ON funnel_leads
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
ALTER TABLE funnel_chat_sync ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE funnel_chat_sync FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY funnel_chat_sync_tenant ON funnel_chat_sync
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
