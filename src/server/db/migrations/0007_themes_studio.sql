ALTER TABLE "site_sections" ADD COLUMN "theme_section_id" uuid;--> statement-breakpoint
ALTER TABLE "theme_sections" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "theme_sections" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "theme_sections" ADD COLUMN "style" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_sections" ADD CONSTRAINT "site_sections_theme_section_id_theme_sections_id_fk" FOREIGN KEY ("theme_section_id") REFERENCES "public"."theme_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_sections_theme_section_idx" ON "site_sections" USING btree ("theme_section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_sections_key_idx" ON "theme_sections" USING btree ("theme_id","key") WHERE "theme_sections"."key" is not null;--> statement-breakpoint
CREATE INDEX "themes_search_name_idx" ON "themes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "themes_status_idx" ON "themes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "themes_updated_idx" ON "themes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "themes_tags_idx" ON "themes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "weddings_theme_idx" ON "weddings" USING btree ("theme_id");--> statement-breakpoint
-- hand-written: existing default sections keep their identity however they are renamed later.
UPDATE "theme_sections" SET "key" = "slug" WHERE "type" = 'default';--> statement-breakpoint
-- hand-written: the search key of existing themes (lowercased, accents removed), as the app writes it.
UPDATE "themes" SET "search_name" = lower(translate("name", 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucAAAAAEEEEIIIIOOOOOUUUUC'));
