-- Paid extras (issue 23): a couple's orders for platform services (custom domain, site keepsake),
-- paid through the guests' checkout as gift_payments of kind 'servico'; the ledger's
-- platform_extras account holds their revenue apart from gift fees.
CREATE SEQUENCE "extra_receipt_seq";
--> statement-breakpoint
CREATE TABLE "extra_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'aguardando_pagamento' NOT NULL,
	"price_cents" bigint NOT NULL,
	"token" text NOT NULL,
	"receipt_number" integer,
	"domain" text,
	"domain_mode" text,
	"registrar" text,
	"registrar_order_id" text,
	"dns_checked_at" timestamp with time zone,
	"failure_reason" text,
	"file_key" text,
	"built_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"active_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_orders_service" CHECK ("service" IN ('dominio', 'copia_do_site')),
	CONSTRAINT "extra_orders_status" CHECK ("status" IN ('aguardando_pagamento', 'pago', 'registrando', 'aguardando_dns', 'gerando', 'ativo', 'falhou', 'estornado')),
	CONSTRAINT "extra_orders_price" CHECK ("price_cents" > 0),
	CONSTRAINT "extra_orders_domain" CHECK (("service" = 'dominio') = ("domain" IS NOT NULL AND "domain_mode" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "extra_orders" ADD CONSTRAINT "extra_orders_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "extra_orders_token_idx" ON "extra_orders" USING btree ("token");
--> statement-breakpoint
CREATE UNIQUE INDEX "extra_orders_receipt_idx" ON "extra_orders" USING btree ("receipt_number");
--> statement-breakpoint
CREATE INDEX "extra_orders_wedding_idx" ON "extra_orders" USING btree ("wedding_id","created_at");
--> statement-breakpoint
CREATE INDEX "extra_orders_service_idx" ON "extra_orders" USING btree ("service","status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "extra_orders_live_domain_idx" ON "extra_orders" USING btree ("domain") WHERE "domain" IS NOT NULL AND "status" NOT IN ('falhou', 'estornado', 'aguardando_pagamento');
--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "extra_order_id" uuid;
--> statement-breakpoint
ALTER TABLE "gift_payments" ADD CONSTRAINT "gift_payments_extra_order_id_extra_orders_id_fk" FOREIGN KEY ("extra_order_id") REFERENCES "public"."extra_orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_payments" ADD CONSTRAINT "gift_payments_servico_order" CHECK (("kind" = 'servico') = ("extra_order_id" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "gift_payments_extra_order_idx" ON "gift_payments" USING btree ("extra_order_id") WHERE "extra_order_id" IS NOT NULL;
