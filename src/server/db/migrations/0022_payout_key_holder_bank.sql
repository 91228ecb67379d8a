-- What the PIX key look-up says of the holder, shown on the withdrawal review ("Titular", "Banco").
ALTER TABLE "payout_keys" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "payout_keys" ADD COLUMN "bank_name" text;