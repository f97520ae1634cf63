CREATE TABLE "tutor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cell" text NOT NULL,
	"address" text NOT NULL,
	"qualification" text NOT NULL,
	"qualification_details" text NOT NULL,
	"subjects" text[] NOT NULL,
	"available_days" text[] NOT NULL,
	"available_time_start" text NOT NULL,
	"available_time_end" text NOT NULL,
	"gender" text,
	"experience_years" integer NOT NULL,
	"hourly_rate_cents" integer,
	"bio" text,
	"why_tutor" text,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_applications_status_created_idx" ON "tutor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tutor_applications_email_idx" ON "tutor_applications" USING btree ("email");