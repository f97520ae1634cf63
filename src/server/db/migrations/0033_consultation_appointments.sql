-- Decision 026 (issue 27): a free consultation is given a time. Written by drizzle-kit;
-- the status check added by hand. The appointment's tutor time is a tutoring_sessions row,
-- so the overlap rule of migration 0022 (tutoring_sessions_tutor_no_overlap) refuses a
-- consultation that overlaps any held session of the same tutor, and the reverse.
CREATE TABLE "consultation_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"tutor_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_link" text NOT NULL,
	"status" text NOT NULL,
	"invite_sequence" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_24h_sent_at" timestamp with time zone,
	"reminder_1h_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_appointments_consultation_id_unique" UNIQUE("consultation_id"),
	CONSTRAINT "consultation_appointments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "consultation_appointments_ends_after_start" CHECK ("consultation_appointments"."ends_at" > "consultation_appointments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "free_consultations" ADD COLUMN "tutor_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_consultation_id_free_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."free_consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_appointments_status_starts_idx" ON "consultation_appointments" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "free_consultations" ADD CONSTRAINT "free_consultations_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_status_known" CHECK ("status" IN ('scheduled', 'cancelled'));
