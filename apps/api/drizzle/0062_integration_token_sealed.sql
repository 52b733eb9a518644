ALTER TABLE "patient_integration_settings" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "patient_integration_settings" ADD COLUMN "token_hint" text;