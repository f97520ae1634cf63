ALTER TABLE "newsletter_subscribers" RENAME COLUMN "unsubscribe_token" TO "unsubscribe_token_hash";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique";--> statement-breakpoint
-- The tokens were stored in clear; store what hashToken() gives (SHA-256 of the token's
-- UTF-8 bytes, lower-case hex), so the links in emails already sent keep working.
UPDATE "newsletter_subscribers" SET "unsubscribe_token_hash" = encode(sha256(convert_to("unsubscribe_token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");
