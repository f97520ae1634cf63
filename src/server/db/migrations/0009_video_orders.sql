CREATE TABLE "video_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"teacher_name" text NOT NULL,
	"teacher_email" text NOT NULL,
	"teacher_phone" text NOT NULL,
	"school_institution" text NOT NULL,
	"subject_area" text NOT NULL,
	"grade_level" text NOT NULL,
	"video_topic" text NOT NULL,
	"chapter_details" text NOT NULL,
	"specific_requirements" text,
	"preferred_length" text,
	"delivery_timeline" text NOT NULL,
	"number_of_chapters" integer NOT NULL,
	"special_notes" text,
	"price_per_chapter_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_intent_id" uuid,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "video_orders_payment_reference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_orders_status_created_idx" ON "video_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "video_orders_email_idx" ON "video_orders" USING btree ("teacher_email");