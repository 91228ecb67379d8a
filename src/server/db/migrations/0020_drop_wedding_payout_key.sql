-- The payout key lives in payout_keys now (0016): the old "last key used" columns go.
ALTER TABLE "weddings" DROP COLUMN "payout_pix_key_type";--> statement-breakpoint
ALTER TABLE "weddings" DROP COLUMN "payout_pix_key";
