CREATE TABLE "money_daily" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"gift_gross_cents" bigint DEFAULT 0 NOT NULL,
	"gift_fee_cents" bigint DEFAULT 0 NOT NULL,
	"gift_net_cents" bigint DEFAULT 0 NOT NULL,
	"reversals" integer DEFAULT 0 NOT NULL,
	"reversed_gross_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_fee_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_net_cents" bigint DEFAULT 0 NOT NULL,
	"wallet_written_cents" bigint DEFAULT 0 NOT NULL,
	"wallet_released_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "money_daily_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE INDEX "couples_onboarded_idx" ON "couples" USING btree ("onboarding_completed_at") WHERE "couples"."onboarding_completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gift_payments_created_idx" ON "gift_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gift_payments_status_created_idx" ON "gift_payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "gift_payments_confirmed_idx" ON "gift_payments" USING btree ("confirmed_at","gross_cents","fee_cents") WHERE "gift_payments"."confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gift_payments_refunded_idx" ON "gift_payments" USING btree ("refunded_at","confirmed_at","gross_cents","fee_cents") WHERE "gift_payments"."refunded_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("paid_at","amount_cents") WHERE "withdrawals"."status" = 'pago';--> statement-breakpoint
CREATE INDEX "weddings_created_idx" ON "weddings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "weddings_published_idx" ON "weddings" USING btree ("created_at") WHERE "weddings"."gift_list_published";