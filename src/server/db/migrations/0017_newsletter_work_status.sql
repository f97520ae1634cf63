ALTER TABLE "newsletter_subscribers" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "admin_note" text;