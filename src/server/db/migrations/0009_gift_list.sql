CREATE TABLE "gift_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_external_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ready_list_items" (
	"ready_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ready_list_items_ready_list_id_product_id_pk" PRIMARY KEY("ready_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ready_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ready_lists_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: the search key of products stored before it existed (the app writes it from now on).
UPDATE "catalog_products" SET "search_name" = trim(regexp_replace(lower(translate("name", 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')), '\s+', ' ', 'g'));--> statement-breakpoint
-- hand-written: gifts saved before named lists existed move to their wedding's main list.
ALTER TABLE "gift_list_items" ADD COLUMN "list_id" uuid;--> statement-breakpoint
INSERT INTO "gift_lists" ("wedding_id", "name", "is_main") SELECT DISTINCT "wedding_id", 'Lista de casamento', true FROM "gift_list_items";--> statement-breakpoint
UPDATE "gift_list_items" i SET "list_id" = l."id" FROM "gift_lists" l WHERE l."wedding_id" = i."wedding_id" AND l."is_main";--> statement-breakpoint
ALTER TABLE "gift_list_items" ALTER COLUMN "list_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_list_items" ADD COLUMN "is_quota" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "gift_list_started_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: a wedding that already has gifts has started its list (never filled again).
UPDATE "weddings" SET "gift_list_started_at" = now() WHERE "id" IN (SELECT "wedding_id" FROM "gift_list_items");--> statement-breakpoint
ALTER TABLE "gift_lists" ADD CONSTRAINT "gift_lists_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_external_links" ADD CONSTRAINT "gift_external_links_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_list_items" ADD CONSTRAINT "ready_list_items_ready_list_id_ready_lists_id_fk" FOREIGN KEY ("ready_list_id") REFERENCES "public"."ready_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_list_items" ADD CONSTRAINT "ready_list_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_lists_wedding_idx" ON "gift_lists" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_lists_main_idx" ON "gift_lists" USING btree ("wedding_id") WHERE "gift_lists"."is_main";--> statement-breakpoint
CREATE INDEX "gift_external_links_wedding_idx" ON "gift_external_links" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE INDEX "ready_list_items_product_idx" ON "ready_list_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "gift_list_items" ADD CONSTRAINT "gift_list_items_list_id_gift_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."gift_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_products_search_trgm_idx" ON "catalog_products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_products_price_idx" ON "catalog_products" USING btree ("suggested_price_cents","id");--> statement-breakpoint
CREATE INDEX "catalog_products_category_price_idx" ON "catalog_products" USING btree ("category_id","suggested_price_cents","id");--> statement-breakpoint
CREATE INDEX "gift_list_items_list_idx" ON "gift_list_items" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "gift_list_items_product_idx" ON "gift_list_items" USING btree ("product_id");