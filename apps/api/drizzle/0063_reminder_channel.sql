ALTER TABLE "whatsapp_place_settings" ADD COLUMN "reminder_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
-- hand-written below
-- Decision 212: a clinic that turned WhatsApp reminders on gets them instead of the SMS (both fired
-- until now); it may choose 'both' again on the screen.
UPDATE whatsapp_place_settings SET reminder_channel = 'whatsapp' WHERE reminder_number_id IS NOT NULL;
