-- The guest list (issue 21): households get a side, tags, notes, a personal link and its state
-- (sent, opened, answered, check-in); members, events, invitations to events and answers per member
-- and event; the wedding gets its RSVP mode, deadline and guest-list settings.
CREATE TABLE "household_events" (
	"household_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "household_events_household_id_event_id_pk" PRIMARY KEY("household_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"age_group" text DEFAULT 'adulto' NOT NULL,
	"phone" text,
	"email" text,
	"dietary" text,
	"position" integer DEFAULT 0 NOT NULL,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_event_answers" (
	"member_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"attending" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_event_answers_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"time" text,
	"place_name" text,
	"address" text,
	"maps_url" text,
	"dress_code" text,
	"notes" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "side" text DEFAULT 'ambos' NOT NULL;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "sent_via" text;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "companions_answer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "companion_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "companions_arrived" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invited_households" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_mode" text DEFAULT 'aberta' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_deadline" date;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "guest_list_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "household_events" ADD CONSTRAINT "household_events_household_id_invited_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."invited_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_events" ADD CONSTRAINT "household_events_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_invited_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."invited_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_events_event_idx" ON "household_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id","position");--> statement-breakpoint
CREATE INDEX "household_members_wedding_name_idx" ON "household_members" USING btree ("wedding_id","name_key");--> statement-breakpoint
CREATE INDEX "member_event_answers_event_idx" ON "member_event_answers" USING btree ("event_id") WHERE "member_event_answers"."attending";--> statement-breakpoint
CREATE INDEX "wedding_events_wedding_idx" ON "wedding_events" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invited_households_code_idx" ON "invited_households" USING btree ("invite_code") WHERE "invited_households"."invite_code" is not null;--> statement-breakpoint
ALTER TABLE "invited_households" ADD CONSTRAINT "invited_households_companions_range" CHECK ("invited_households"."companions_answer" >= 0 AND "invited_households"."companions_answer" <= 20);