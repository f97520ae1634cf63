ALTER TABLE "tutors" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD COLUMN "promoted_tutor_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_promoted_tutor_id_tutors_id_fk" FOREIGN KEY ("promoted_tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;