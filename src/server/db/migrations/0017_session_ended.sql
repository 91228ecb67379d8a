-- A session that ends (logout, password reset, deactivation, expiry clean-up) tells every app
-- process at once, so its live-update streams (SSE) close (modules/live/session-ends.ts).
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.id_hash);
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
-- A deactivated account's sessions stay in the table but no longer count: their streams close too.
CREATE OR REPLACE FUNCTION notify_user_deactivated() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', s.id_hash) FROM sessions s WHERE s.user_id = NEW.id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_deactivated_notify AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (NEW.status <> 'active' AND OLD.status = 'active')
  EXECUTE FUNCTION notify_user_deactivated();
