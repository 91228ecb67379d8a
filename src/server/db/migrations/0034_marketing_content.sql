-- The admin's "Layout" (issue 24): each publication of the marketing content is a numbered version;
-- the highest is what the public pages show (none yet: the spec's texts, shared/marketing-content.ts).
-- Restoring an older version publishes its content again as a new version, so history only grows.
CREATE TABLE "marketing_content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_by" uuid,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_content_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "marketing_content_versions_version_positive" CHECK ("version" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketing_content_versions" ADD CONSTRAINT "marketing_content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
