ALTER TABLE "payment_intents" ADD COLUMN "succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_by" text;--> statement-breakpoint
CREATE INDEX "payment_intents_status_succeeded_idx" ON "payment_intents" USING btree ("status","succeeded_at");--> statement-breakpoint
-- Payments that succeeded before this column existed: their last change was the success
-- (a used one is never refunded, so its later used_at change does not matter).
UPDATE "payment_intents" SET "succeeded_at" = "updated_at" WHERE "status" = 'succeeded';
