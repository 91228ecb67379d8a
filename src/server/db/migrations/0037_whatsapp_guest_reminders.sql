-- WhatsApp reminders to guests (issue 25): a guest who gave a number and asked for them, per
-- wedding, from the open RSVP form (rsvp_id) or their personal invitation (household_id). The
-- reminders themselves are messages in whatsapp_messages, one per reminder and day.
CREATE TABLE "whatsapp_guest_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL REFERENCES "weddings"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"household_id" uuid REFERENCES "invited_households"("id") ON DELETE CASCADE,
	"rsvp_id" uuid REFERENCES "rsvps"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_guest_reminders_phone_idx" ON "whatsapp_guest_reminders" ("wedding_id", "phone");
--> statement-breakpoint
CREATE INDEX "whatsapp_guest_reminders_household_idx" ON "whatsapp_guest_reminders" ("household_id") WHERE "household_id" is not null;
