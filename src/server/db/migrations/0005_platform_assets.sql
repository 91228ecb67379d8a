CREATE TABLE "platform_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_assets_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "platform_assets" ADD CONSTRAINT "platform_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_assets_purpose_idx" ON "platform_assets" USING btree ("purpose","created_at");