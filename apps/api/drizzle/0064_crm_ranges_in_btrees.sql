DROP INDEX "crm_patient_summaries_birthdate";--> statement-breakpoint
DROP INDEX "crm_patient_summaries_last_visit";--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_birthdate_seen" ON "crm_patient_summaries" USING btree ("place_id","birthdate","last_visit");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_seen_birthdate" ON "crm_patient_summaries" USING btree ("place_id","last_visit","birthdate");