-- Sending the invitations (issue 21, section 4): per household, the reminder the couple marked and
-- its e-mail preferences (the unsubscribe link's token, the opt-out); per e-mail the platform sends
-- (an invitation, the automatic reminder), one row per household and kind, so none goes twice.
CREATE TABLE "household_sends" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"wedding_id" uuid NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"email_opt_out_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminded_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"to_email" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_sends" ADD CONSTRAINT "household_sends_household_id_invited_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."invited_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_sends" ADD CONSTRAINT "household_sends_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_emails" ADD CONSTRAINT "invitation_emails_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_emails" ADD CONSTRAINT "invitation_emails_household_id_invited_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."invited_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_sends_token_idx" ON "household_sends" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_emails_household_kind_idx" ON "invitation_emails" USING btree ("household_id","kind");--> statement-breakpoint
CREATE INDEX "invitation_emails_pending_idx" ON "invitation_emails" USING btree ("wedding_id","created_at") WHERE "invitation_emails"."status" = 'pendente';
