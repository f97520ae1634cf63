CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "storage_cleanup" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"remove_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_filename" text NOT NULL,
	"category" text,
	"description" text,
	"storage_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" uuid,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"announcement_type" text NOT NULL,
	"video_url" text,
	"google_meet_link" text,
	"meeting_date" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_date" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_cleanup_remove_after_idx" ON "storage_cleanup" USING btree ("remove_after");--> statement-breakpoint
CREATE INDEX "library_files_created_idx" ON "library_files" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "library_files_category_created_idx" ON "library_files" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_files_filename_trgm_idx" ON "library_files" USING gin ("original_filename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_files_description_trgm_idx" ON "library_files" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("is_published","published_date" DESC NULLS LAST);