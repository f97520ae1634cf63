-- Issue 23: a session without a tutor (a booking request the office has yet to give a
-- tutor) occupies no tutor's time, so it changes nothing the tutors' catalogue shows. Its
-- writes no longer notify `table_changed`: a notifying commit takes PostgreSQL's
-- notification lock until it has flushed, so every booking request queued behind the one
-- before it (~300/s), and each one dropped the tutors' catalogue on every instance for
-- nothing. A write that gives, moves or takes away a tutor's session still notifies.
DROP TRIGGER tutoring_sessions_changed ON "tutoring_sessions";
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_inserted AFTER INSERT ON "tutoring_sessions" FOR EACH ROW WHEN (NEW.tutor_id IS NOT NULL) EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_updated AFTER UPDATE ON "tutoring_sessions" FOR EACH ROW WHEN (OLD.tutor_id IS NOT NULL OR NEW.tutor_id IS NOT NULL) EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_deleted AFTER DELETE ON "tutoring_sessions" FOR EACH ROW WHEN (OLD.tutor_id IS NOT NULL) EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_truncated AFTER TRUNCATE ON "tutoring_sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
