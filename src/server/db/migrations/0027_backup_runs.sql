-- Issue 28: this installation's record of its backups; one running at a time across instances.
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"rows" bigint,
	"files" bigint,
	"encrypted" boolean DEFAULT false NOT NULL,
	"s3_key" text,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_running_idx" ON "backup_runs" USING btree ("status") WHERE status = 'running';