CREATE TABLE "payout_review_releases" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"released_by" uuid,
	"reviewed_cents" bigint NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "over_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_review_releases" ADD CONSTRAINT "payout_review_releases_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_review_releases" ADD CONSTRAINT "payout_review_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_payments_reserving_idx" ON "gift_payments" USING btree ("gift_list_item_id","pix_expires_at") WHERE "gift_payments"."status" = 'pendente';