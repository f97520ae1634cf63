-- Issue 23: every write to a table the public catalogue is read from (tutors and what their
-- next open time and rating come from, modules, announcements, library files) tells every
-- server instance listening on `catalogue_changed`, with the table's name, so each drops its
-- in-memory copy. In the database, so no write path (a route, a sweeper, the admin command,
-- a restore) can forget it. PostgreSQL delivers at commit and folds repeats in a transaction.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tutors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutors" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER session_reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutoring_sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tutor_weekly_hours_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_weekly_hours" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tutor_time_off_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_time_off" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER mathematics_modules_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mathematics_modules" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER announcements_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER library_files_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_files" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
