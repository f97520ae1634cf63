-- D25: tutors sign in (an invited account is linked to its tutor record), publish weekly
-- hours and time off; a booking records attendance and lesson notes; a bank-transfer
-- booking and a card payment in progress hold a tutor's time until their hold expires.
CREATE TABLE "tutor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"accepted_by" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tutor_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_time_off_ends_after_start" CHECK ("tutor_time_off"."ends_at" > "tutor_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "tutor_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "tutor_weekly_hours_weekday" CHECK ("tutor_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "tutor_weekly_hours_half_hours" CHECK ("tutor_weekly_hours"."start_minute" >= 0 and "tutor_weekly_hours"."end_minute" <= 1440 and "tutor_weekly_hours"."start_minute" % 30 = 0 and "tutor_weekly_hours"."end_minute" % 30 = 0),
	CONSTRAINT "tutor_weekly_hours_end_after_start" CHECK ("tutor_weekly_hours"."end_minute" > "tutor_weekly_hours"."start_minute")
);
--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lesson_notes" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "tutor_invitations" ADD CONSTRAINT "tutor_invitations_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_invitations" ADD CONSTRAINT "tutor_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_invitations" ADD CONSTRAINT "tutor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_time_off" ADD CONSTRAINT "tutor_time_off_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_weekly_hours" ADD CONSTRAINT "tutor_weekly_hours_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_invitations_tutor_idx" ON "tutor_invitations" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_time_off_tutor_idx" ON "tutor_time_off" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutor_weekly_hours_tutor_idx" ON "tutor_weekly_hours" USING btree ("tutor_id","weekday");--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_known" CHECK ("attendance" IS NULL OR "attendance" IN ('attended', 'student_absent', 'tutor_absent'));--> statement-breakpoint
-- One day's intervals of one tutor never overlap (half-open, so 14:00-16:00 and 16:00-18:00
-- may both be kept), decided by the database so two saves at once cannot both write one.
ALTER TABLE "tutor_weekly_hours" ADD CONSTRAINT "tutor_weekly_hours_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute", '[)') WITH &&);
