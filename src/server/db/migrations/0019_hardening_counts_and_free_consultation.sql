CREATE TABLE "daily_counts" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_counts_subject_subject_id_counter_day_pk" PRIMARY KEY("subject","subject_id","counter","day")
);
--> statement-breakpoint
CREATE INDEX "daily_counts_day_idx" ON "daily_counts" USING btree ("day");--> statement-breakpoint
-- Before the database decided, concurrent requests could store several open free
-- consultations of one student: keep the earliest, cancel the rest so the index can hold.
UPDATE "bookings" SET "status" = 'cancelled', "cancelled_at" = now(), "cancelled_by" = 'admin',
  "cancel_reason" = 'A duplicate of your earlier free consultation request.', "updated_at" = now()
WHERE "package_type" = 'free_consultation' AND "status" IN ('pending', 'confirmed')
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id") "id" FROM "bookings"
    WHERE "package_type" = 'free_consultation' AND "status" IN ('pending', 'confirmed')
      AND "user_id" IS NOT NULL
    ORDER BY "user_id", "created_at", "id"
  )
  AND "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_free_consultation_idx" ON "bookings" USING btree ("user_id") WHERE "bookings"."package_type" = 'free_consultation' and "bookings"."status" in ('pending', 'confirmed');