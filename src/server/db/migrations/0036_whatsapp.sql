-- WhatsApp (issue 25): the templates the platform sends (as the back office edits them and the
-- provider approves them), everyone it talks to (their SAIR and their 24-hour service window), every
-- message in and out (each outgoing one once per event: idempotency_key), the couples' choices of
-- notices, and the conversations handed to a person.
CREATE TABLE "whatsapp_templates" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'pt_BR' NOT NULL,
	"body" text NOT NULL,
	"variables" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"provider_template_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_category" CHECK ("category" IN ('utilidade', 'marketing')),
	CONSTRAINT "whatsapp_templates_status" CHECK ("status" IN ('pendente', 'aprovado', 'rejeitado', 'pausado'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"name" text,
	"opted_out_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"recipient" text NOT NULL,
	"wedding_id" uuid REFERENCES "weddings"("id") ON DELETE SET NULL,
	"template_name" text,
	"parameters" text[] DEFAULT '{}' NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "whatsapp_messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "whatsapp_messages_direction" CHECK ("direction" IN ('saida', 'entrada')),
	CONSTRAINT "whatsapp_messages_recipient" CHECK ("recipient" IN ('casal', 'convidado', 'contato')),
	CONSTRAINT "whatsapp_messages_category" CHECK ("category" IN ('utilidade', 'marketing', 'servico')),
	CONSTRAINT "whatsapp_messages_status" CHECK ("status" IN ('na_fila', 'enviada', 'entregue', 'lida', 'falhou', 'recebida'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_created_idx" ON "whatsapp_messages" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_idx" ON "whatsapp_messages" ("phone", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "whatsapp_couple_notices" (
	"wedding_id" uuid PRIMARY KEY NOT NULL REFERENCES "weddings"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"gift_received" boolean DEFAULT true NOT NULL,
	"payout_paid" boolean DEFAULT true NOT NULL,
	"rsvp_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"question" text NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "whatsapp_handoffs_status" CHECK ("status" IN ('aberta', 'resolvida'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_handoffs_created_idx" ON "whatsapp_handoffs" ("created_at" DESC);
