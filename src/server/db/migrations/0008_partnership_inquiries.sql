CREATE TABLE "partnership_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_name" text NOT NULL,
	"organization_type" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"organization_address" text NOT NULL,
	"website" text,
	"partnership_type" text NOT NULL,
	"partnership_description" text NOT NULL,
	"student_count" integer,
	"budget_range" text,
	"preferred_start_date" date,
	"additional_requirements" text,
	"how_heard_about_us" text,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD CONSTRAINT "partnership_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_inquiries_status_created_idx" ON "partnership_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_email_idx" ON "partnership_inquiries" USING btree ("contact_email");