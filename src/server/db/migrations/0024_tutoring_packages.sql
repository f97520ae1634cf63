-- D26: a week or month package is hours to spend: a balance per purchase, and each of its
-- sessions names it. Week and month packages bought before this are credited their hours:
-- each open or completed one gets its balance (its first hour scheduled or used), valid
-- from its first session's SAST day, under the booking's own id.
CREATE TABLE "tutoring_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"package_type" text NOT NULL,
	"minutes_total" integer NOT NULL,
	"minutes_scheduled" integer DEFAULT 0 NOT NULL,
	"minutes_used" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"lapse_reminder_sent_at" timestamp with time zone,
	"lapsed_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_packages_balance" CHECK ("tutoring_packages"."minutes_scheduled" >= 0 and "tutoring_packages"."minutes_used" >= 0 and "tutoring_packages"."minutes_scheduled" + "tutoring_packages"."minutes_used" <= "tutoring_packages"."minutes_total")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD CONSTRAINT "tutoring_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_packages_user_idx" ON "tutoring_packages" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_tutoring_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tutoring_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");
--> statement-breakpoint
INSERT INTO "tutoring_packages" ("id", "user_id", "package_type", "minutes_total", "minutes_scheduled", "minutes_used", "amount_cents", "paid_at", "valid_until", "created_at")
SELECT b."id", b."user_id", b."package_type",
       CASE b."package_type" WHEN '1_week' THEN 420 ELSE 720 END,
       CASE WHEN b."status" IN ('pending', 'confirmed') THEN 60 ELSE 0 END,
       CASE WHEN b."status" = 'completed' THEN 60 ELSE 0 END,
       b."amount_cents",
       CASE WHEN b."payment_status" = 'completed' THEN coalesce(b."paid_at", b."created_at") END,
       (((((b."scheduled_at" AT TIME ZONE 'UTC') + interval '2 hours')::date
          + CASE b."package_type" WHEN '1_week' THEN interval '7 days' ELSE interval '1 month' END
         )::date + 1)::timestamp - interval '2 hours') AT TIME ZONE 'UTC',
       b."created_at"
  FROM "bookings" b
 WHERE b."package_type" IN ('1_week', '1_month') AND b."status" IN ('pending', 'confirmed', 'completed');
--> statement-breakpoint
UPDATE "bookings" b SET "package_id" = b."id"
 WHERE EXISTS (SELECT 1 FROM "tutoring_packages" p WHERE p."id" = b."id");
