-- Issue 27: quotes that schools accept (decision 025). Written by drizzle-kit: one open
-- ('sent') quote per request by partial unique indexes, the request named exactly once, a
-- different amount only with a reason, an acceptance only with a name, all as constraints.
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_booking_id" uuid,
	"teacher_workshop_id" uuid,
	"number" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"hours" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"estimate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"message" text,
	"valid_until" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_from_ip" text,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "quotes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quotes_school_booking_number" UNIQUE("school_booking_id","number"),
	CONSTRAINT "quotes_teacher_workshop_number" UNIQUE("teacher_workshop_id","number"),
	CONSTRAINT "quotes_one_request" CHECK (num_nonnulls("quotes"."school_booking_id", "quotes"."teacher_workshop_id") = 1),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('sent', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "quotes_amount_range" CHECK ("quotes"."amount_cents" between 100 and 100000000),
	CONSTRAINT "quotes_reason_for_other_amount" CHECK ("quotes"."amount_cents" = "quotes"."estimate_cents" or "quotes"."reason" is not null),
	CONSTRAINT "quotes_accepted_by_name" CHECK ("quotes"."status" <> 'accepted' or ("quotes"."accepted_name" is not null and "quotes"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_school_booking_id_school_bookings_id_fk" FOREIGN KEY ("school_booking_id") REFERENCES "public"."school_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_teacher_workshop_id_teacher_workshops_id_fk" FOREIGN KEY ("teacher_workshop_id") REFERENCES "public"."teacher_workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_sent_per_school_booking" ON "quotes" USING btree ("school_booking_id") WHERE "quotes"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_sent_per_teacher_workshop" ON "quotes" USING btree ("teacher_workshop_id") WHERE "quotes"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");