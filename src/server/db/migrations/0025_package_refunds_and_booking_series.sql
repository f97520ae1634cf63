-- D26: a package the office cancels owes its unused hours pro rata until the refund is
-- recorded paid. D27: a weekly series of sessions, each week a booking naming it.
CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"tutor_id" integer NOT NULL,
	"first_date" date NOT NULL,
	"time" text NOT NULL,
	"weeks" integer NOT NULL,
	"session_minutes" integer NOT NULL,
	"package_id" uuid,
	"payment_method" text NOT NULL,
	"payment_intent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "booking_series_weeks" CHECK ("booking_series"."weeks" between 2 and 12)
);
--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD COLUMN "refund_due_cents" integer;--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_package_id_tutoring_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tutoring_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_user_idx" ON "booking_series" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");