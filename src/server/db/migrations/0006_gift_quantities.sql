ALTER TABLE "gift_list_items" ADD COLUMN "quantity_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_list_items" ADD COLUMN "allows_custom_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_list_items" ADD CONSTRAINT "gift_list_items_quantities" CHECK ("gift_list_items"."quantity_available" >= 1 AND "gift_list_items"."quantity_sold" >= 0);