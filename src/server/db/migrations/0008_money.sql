CREATE TABLE "provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"charge_id" text,
	"transfer_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"status" text DEFAULT 'solicitado' NOT NULL,
	"provider" text NOT NULL,
	"provider_transfer_id" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"external_reference" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pix_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "gift_payments" DROP CONSTRAINT "gift_payments_amounts";--> statement-breakpoint
DROP INDEX "ledger_accounts_code_wedding_idx";--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "kind" text DEFAULT 'presente' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "item_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "contributor_cpf" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "gift_cents" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "fee_basis_points" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "fee_payer" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "pix_payload" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "pix_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "boleto_line" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "boleto_due_date" date;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "boleto_url" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "public_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "thank_you_message" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "payout_pix_key_type" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "payout_pix_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_provider_event_idx" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "provider_events_unprocessed_idx" ON "provider_events" USING btree ("received_at") WHERE "provider_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_idx" ON "withdrawals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_transfer_idx" ON "withdrawals" USING btree ("provider","provider_transfer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_wedding_idx" ON "withdrawals" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" IN ('solicitado', 'processando');--> statement-breakpoint
CREATE INDEX "sandbox_charges_status_idx" ON "sandbox_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_status_idx" ON "sandbox_transfers" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_payments_public_token_idx" ON "gift_payments" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "gift_payments_pending_idx" ON "gift_payments" USING btree ("created_at") WHERE "gift_payments"."status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_idx" ON "ledger_transactions" USING btree ("gift_payment_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_withdrawal_idx" ON "ledger_transactions" USING btree ("withdrawal_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_code_wedding_key" UNIQUE NULLS NOT DISTINCT("code","wedding_id");--> statement-breakpoint
ALTER TABLE "gift_payments" ADD CONSTRAINT "gift_payments_quantity" CHECK ("gift_payments"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "gift_payments" ADD CONSTRAINT "gift_payments_installments" CHECK ("gift_payments"."installments" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "gift_payments" ADD CONSTRAINT "gift_payments_amounts" CHECK ("gift_payments"."fee_cents" + "gift_payments"."net_cents" = "gift_payments"."gross_cents" AND "gift_payments"."net_cents" >= 0 AND "gift_payments"."fee_cents" >= 0 AND "gift_payments"."gross_cents" > 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_cents" <> 0);--> statement-breakpoint
-- hand-written: the ledger is append-only (a correction is a new, reversing transaction) ...
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: post a reversing transaction instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- hand-written: ... and every transaction's entries sum to zero when its database transaction commits.
CREATE FUNCTION "ledger_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount_cents"), 0) FROM "ledger_entries"
      WHERE "transaction_id" = NEW."transaction_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balance"();
