-- Shared access (issue 21, section 6): a wedding's partner and planner, invited by e-mail.
CREATE TABLE "wedding_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_members_email_idx" ON "wedding_members" USING btree ("wedding_id","email");
--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_members_token_idx" ON "wedding_members" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "wedding_members_user_idx" ON "wedding_members" USING btree ("user_id") WHERE "wedding_members"."user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_members_one_partner_idx" ON "wedding_members" USING btree ("wedding_id") WHERE "wedding_members"."role" = 'partner';
