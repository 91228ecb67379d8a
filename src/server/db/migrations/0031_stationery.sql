-- Papelaria (issue 22): the layout and texts the couple chose for each stationery item.
CREATE TABLE "stationery_designs" (
	"wedding_id" uuid NOT NULL,
	"item" text NOT NULL,
	"layout" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stationery_designs_wedding_id_item_pk" PRIMARY KEY("wedding_id","item")
);
--> statement-breakpoint
ALTER TABLE "stationery_designs" ADD CONSTRAINT "stationery_designs_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;
