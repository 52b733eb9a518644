ALTER TABLE "orders" ADD COLUMN "pay_bill" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "end_reason" text;