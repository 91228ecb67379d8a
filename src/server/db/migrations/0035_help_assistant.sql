-- The help assistant (issue 25): the knowledge base's articles, searched with PostgreSQL's
-- Portuguese full-text search without accents (help_search_text: the same letters the find-a-couple
-- search folds), and every question asked, with what was answered and whether it helped.
CREATE FUNCTION "help_search_text"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value, 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucAAAAAEEEEIIIIOOOOOUUUUC'));
--> statement-breakpoint
-- What the search reads of an article: title and example questions weigh most. IMMUTABLE, as a
-- generated column needs (array_to_string is only STABLE, for arrays of any type; ours hold text).
CREATE FUNCTION "help_search_document"(title text, examples text[], answer text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('portuguese'::regconfig, help_search_text(title)), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, help_search_text(array_to_string(examples, ' '))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, help_search_text(answer)), 'B');
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"answer" text NOT NULL,
	"examples" text[] DEFAULT '{}' NOT NULL,
	"audience" text DEFAULT 'todos' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search" tsvector GENERATED ALWAYS AS (help_search_document("title", "examples", "answer")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "help_articles_audience" CHECK ("audience" IN ('casal', 'convidado', 'todos'))
);
--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search");
--> statement-breakpoint
CREATE TABLE "help_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"channel" text NOT NULL,
	"article_id" uuid,
	"helped" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_questions_channel" CHECK ("channel" IN ('site', 'painel', 'checkout', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "help_questions_created_idx" ON "help_questions" USING btree ("created_at");
