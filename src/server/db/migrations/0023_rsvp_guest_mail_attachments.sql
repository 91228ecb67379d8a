-- The guest's RSVP confirmation e-mail: which answer it was sent for (one e-mail per answer), and
-- e-mails with attachments (the .ics calendar file) in the outbox.
ALTER TABLE "rsvps" ADD COLUMN "guest_mail_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;