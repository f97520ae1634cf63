-- D25: a session holds a tutor's time and a booking is one student's place in it; the
-- database refuses overlaps with exclusion constraints over time ranges, whose equality
-- on the tutor's and the student's ids needs btree_gist (PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" integer,
	"session_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"held" boolean DEFAULT true NOT NULL,
	"overlap_exempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_sessions_ends_after_start" CHECK ("tutoring_sessions"."ends_at" > "tutoring_sessions"."starts_at"),
	CONSTRAINT "tutoring_sessions_places_positive" CHECK ("tutoring_sessions"."places" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_starts_idx" ON "tutoring_sessions" USING btree ("tutor_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "overlap_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every booking so far opens a session of its own with one place, held while the booking
-- is pending or confirmed. It ends after its first session, as firstSessionMinutes says:
-- the package's time up to two hours; a package of more hours books a first hour.
UPDATE "bookings" SET
	"session_id" = gen_random_uuid(),
	"ends_at" = "scheduled_at" + make_interval(mins => CASE WHEN "duration_minutes" <= 120 THEN "duration_minutes" ELSE 60 END);--> statement-breakpoint
INSERT INTO "tutoring_sessions" ("id", "tutor_id", "session_type", "starts_at", "ends_at", "places", "held", "created_at", "updated_at")
SELECT "session_id", "tutor_id", "session_type", "scheduled_at", "ends_at", 1, "status" IN ('pending', 'confirmed'), "created_at", "updated_at"
FROM "bookings";--> statement-breakpoint
-- Existing overlaps are left as they are: nothing is cancelled or moved. Of each pair of
-- held sessions of one tutor that overlap, the later booked is exempt from the tutor's
-- rule, and so is each open place of a student that overlaps an earlier one of theirs.
-- What is left under each rule then overlaps nothing, so the constraints below can be
-- made; the back office lists the exempt ones (GET /api/admin/bookings?overlap=true).
UPDATE "tutoring_sessions" AS "later" SET "overlap_exempt" = true
WHERE "later"."held" AND "later"."tutor_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "tutoring_sessions" AS "earlier"
	WHERE "earlier"."held" AND "earlier"."tutor_id" = "later"."tutor_id"
		AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
		AND tstzrange("earlier"."starts_at", "earlier"."ends_at", '[)') && tstzrange("later"."starts_at", "later"."ends_at", '[)')
);--> statement-breakpoint
UPDATE "bookings" AS "later" SET "overlap_exempt" = true
WHERE "later"."status" IN ('pending', 'confirmed') AND "later"."user_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "bookings" AS "earlier"
	WHERE "earlier"."status" IN ('pending', 'confirmed') AND "earlier"."user_id" = "later"."user_id"
		AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
		AND tstzrange("earlier"."scheduled_at", "earlier"."ends_at", '[)') && tstzrange("later"."scheduled_at", "later"."ends_at", '[)')
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."scheduled_at");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
-- D17's same-start rule gives way to the overlap rules (D25).
DROP INDEX "bookings_tutor_slot_held_idx";--> statement-breakpoint
-- Half-open ranges: a session from 10:00 to 11:00 and one from 11:00 to 12:00 do not
-- overlap. Not in the drizzle schema, which cannot express an exclusion constraint.
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("held" AND "tutor_id" IS NOT NULL AND NOT "overlap_exempt");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('pending', 'confirmed') AND "user_id" IS NOT NULL AND NOT "overlap_exempt");
