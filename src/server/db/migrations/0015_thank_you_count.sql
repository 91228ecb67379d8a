ALTER TABLE "gift_payments" ADD COLUMN "thank_you_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Gifts thanked before the count existed have sent one e-mail.
UPDATE "gift_payments" SET "thank_you_count" = 1 WHERE "thanked_at" IS NOT NULL;
