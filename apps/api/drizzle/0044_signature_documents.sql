CREATE TABLE "signature_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attendancy_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"sign_url" text NOT NULL,
	"sha256" text NOT NULL,
	"sent_by_user_id" uuid,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_attendancy_id_attendancies_id_fk" FOREIGN KEY ("attendancy_id") REFERENCES "public"."attendancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_documents_provider_id" ON "signature_documents" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "signature_documents_user" ON "signature_documents" USING btree ("place_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_documents_attendancy" ON "signature_documents" USING btree ("attendancy_id");--> statement-breakpoint
-- hand-written below
-- Documents sent for signature are tenant data (patients' names and consent texts): the policy of
-- 0001_rls.sql; grants to app_user come from the default privileges set there.
ALTER TABLE signature_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE signature_documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY signature_documents_tenant ON signature_documents
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
