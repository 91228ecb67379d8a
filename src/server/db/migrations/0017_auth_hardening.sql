CREATE TABLE "admin_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_two_factor" ADD CONSTRAINT "admin_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
--> statement-breakpoint
-- A new e-mail address ends the pending password-reset links (and admin invitations) sent to the
-- old one, whoever changes it (the couple at sign-up, an admin in the back office).
CREATE OR REPLACE FUNCTION void_reset_links_on_email_change() RETURNS trigger AS $$
BEGIN
  UPDATE auth_tokens SET used_at = now()
    WHERE user_id = NEW.id AND kind = 'password_reset' AND used_at IS NULL;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_email_changed_void_resets AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (lower(NEW.email) IS DISTINCT FROM lower(OLD.email))
  EXECUTE FUNCTION void_reset_links_on_email_change();
