CREATE TABLE "teacher_workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"institution_name" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"institution_address" text NOT NULL,
	"institution_province" text NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" text NOT NULL,
	"preferred_start_at" timestamp with time zone NOT NULL,
	"workshop_type" text NOT NULL,
	"delivery_method" text NOT NULL,
	"meeting_platform" text DEFAULT '' NOT NULL,
	"venue_details" text,
	"number_of_teachers" integer NOT NULL,
	"subject_focus" text NOT NULL,
	"session_duration_hours" integer NOT NULL,
	"payment_method" text NOT NULL,
	"special_requirements" text,
	"budget_range" text,
	"workshop_objectives" text NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"estimated_cost_cents" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_workshops" ADD CONSTRAINT "teacher_workshops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_workshops_status_created_idx" ON "teacher_workshops" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "teacher_workshops_email_idx" ON "teacher_workshops" USING btree ("contact_email");