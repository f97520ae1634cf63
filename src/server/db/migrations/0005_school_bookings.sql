CREATE TABLE "school_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"school_name" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"school_address" text NOT NULL,
	"school_province" text NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" text NOT NULL,
	"preferred_start_at" timestamp with time zone NOT NULL,
	"grade_level" text NOT NULL,
	"venue_details" text NOT NULL,
	"number_of_learners" integer NOT NULL,
	"subject" text NOT NULL,
	"session_duration_hours" integer NOT NULL,
	"payment_method" text NOT NULL,
	"special_requirements" text,
	"budget_range" text,
	"hourly_rate_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"estimated_cost_cents" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_bookings" ADD CONSTRAINT "school_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_bookings_status_created_idx" ON "school_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "school_bookings_email_idx" ON "school_bookings" USING btree ("contact_email");