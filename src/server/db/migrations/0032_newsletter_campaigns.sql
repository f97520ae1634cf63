CREATE TABLE "newsletter_campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"unsubscribe_token_hash" text,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_campaign_recipients_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "newsletter_campaign_recipients_once" UNIQUE("campaign_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "campaign_recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_status_idx" ON "newsletter_campaign_recipients" USING btree ("status","campaign_id");--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_queued_idx" ON "newsletter_campaign_recipients" USING btree ("queued_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_campaign_recipient_id_newsletter_campaign_recipients_id_fk" FOREIGN KEY ("campaign_recipient_id") REFERENCES "public"."newsletter_campaign_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_status_check" CHECK ("status" IN ('draft', 'sending', 'sent'));--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_status_check" CHECK ("status" IN ('waiting', 'queued', 'sent', 'failed', 'skipped'));--> statement-breakpoint
-- Decision 027: a newsletter's recipient row follows the outbox row of its mail, in the
-- statement that changes the outbox row, so the campaign's counts are right whoever sends
-- (any instance's worker) and outlive the outbox's purge of old rows. An outbox row deleted
-- while still pending (its account was deleted) leaves its recipient skipped.
CREATE FUNCTION newsletter_recipient_follows_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE newsletter_campaign_recipients SET status = 'skipped', finished_at = now()
     WHERE id = OLD.campaign_recipient_id AND status = 'queued';
  ELSIF NEW.status IN ('sent', 'failed') THEN
    UPDATE newsletter_campaign_recipients SET status = NEW.status, finished_at = now()
     WHERE id = NEW.campaign_recipient_id AND status = 'queued';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_emails_campaign_recipient AFTER UPDATE OF status OR DELETE ON "outbox_emails" FOR EACH ROW WHEN (OLD.campaign_recipient_id IS NOT NULL) EXECUTE FUNCTION newsletter_recipient_follows_outbox();
