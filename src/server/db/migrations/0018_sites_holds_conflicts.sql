CREATE TABLE "rsvp_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rsvp_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"attending" boolean NOT NULL,
	"companions" integer DEFAULT 0 NOT NULL,
	"companion_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"email" text,
	"note" text,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_holds" (
	"slug" text PRIMARY KEY NOT NULL,
	"wedding_id" uuid NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "rsvp_conflicts" ADD CONSTRAINT "rsvp_conflicts_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_conflicts" ADD CONSTRAINT "rsvp_conflicts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_holds" ADD CONSTRAINT "slug_holds_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_conflicts_wedding_idx" ON "rsvp_conflicts" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "rsvp_conflicts_rsvp_idx" ON "rsvp_conflicts" USING btree ("rsvp_id");--> statement-breakpoint
CREATE INDEX "slug_holds_wedding_idx" ON "slug_holds" USING btree ("wedding_id");