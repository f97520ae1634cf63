CREATE TABLE "admin_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_visits" ADD CONSTRAINT "admin_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;