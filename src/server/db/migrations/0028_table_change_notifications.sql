-- Issue 23: every write to a table that server instances keep in memory — the public
-- catalogue (tutors and what their next open time and rating come from, modules,
-- announcements, library files) and the signed-in sessions (sessions, users) — tells every
-- instance listening on `table_changed`, with the table's name, so each drops its copy. In
-- the database, so no write path (a route, a sweeper, the admin command, a restore) can
-- forget it. PostgreSQL delivers at commit and folds repeats within a transaction.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tutors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutors" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER session_reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutoring_sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutor_weekly_hours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_weekly_hours" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutor_time_off_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_time_off" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER mathematics_modules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mathematics_modules" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER announcements_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER library_files_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_files" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
-- A session's touch (last_seen_at) is not news; its end is.
CREATE TRIGGER sessions_changed AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
