-- Open RSVP answers matched to the guest list (issue 21): whether an open answer waits for the
-- couple to link it to a household or dismiss it, the member an open answer was matched to (one
-- open answer a member at most), and which open answer wrote a member's answer to an event (a
-- personal link's or the couple's answer has none, so an open answer never overwrites it).
CREATE TABLE "rsvp_members" (
	"rsvp_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "rsvp_members_member_key" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "needs_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD COLUMN "rsvp_id" uuid;--> statement-breakpoint
ALTER TABLE "rsvp_members" ADD CONSTRAINT "rsvp_members_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_members" ADD CONSTRAINT "rsvp_members_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvps_needs_link_idx" ON "rsvps" USING btree ("wedding_id","created_at") WHERE "rsvps"."needs_link";--> statement-breakpoint
CREATE INDEX "member_event_answers_rsvp_idx" ON "member_event_answers" USING btree ("rsvp_id") WHERE "member_event_answers"."rsvp_id" is not null;
