-- Check-in on the day (issue 21, section 5): when each member arrived at each event.
CREATE TABLE "member_arrivals" (
	"member_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_arrivals_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "member_arrivals" ADD CONSTRAINT "member_arrivals_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_arrivals" ADD CONSTRAINT "member_arrivals_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_arrivals_event_idx" ON "member_arrivals" USING btree ("event_id");
