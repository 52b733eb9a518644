CREATE TABLE "customer_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"amount_cents" integer,
	"reason" text,
	"entry_id" uuid,
	"by_user_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"pdf_base64" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_expires_at" timestamp with time zone NOT NULL,
	"sent_via" text,
	"job_id" text,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_audit" ADD CONSTRAINT "customer_audit_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_audit" ADD CONSTRAINT "customer_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_documents" ADD CONSTRAINT "print_documents_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_audit_place_user" ON "customer_audit" USING btree ("place_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_documents_place_created" ON "print_documents" USING btree ("place_id","created_at");