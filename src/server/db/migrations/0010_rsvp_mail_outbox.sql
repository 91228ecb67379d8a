ALTER TABLE "rsvps" ADD COLUMN "mail_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "mail_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rsvps_mail_pending_idx" ON "rsvps" USING btree ("wedding_id","mail_pending_since") WHERE "rsvps"."mail_pending_since" is not null;