CREATE TABLE "couples_daily" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"couples" integer DEFAULT 0 NOT NULL,
	"onboarded" integer DEFAULT 0 NOT NULL,
	"inactive" integer DEFAULT 0 NOT NULL,
	"published_lists" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "couples_daily_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
ALTER TABLE "couples" ADD COLUMN "search_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "couples_search_email_trgm_idx" ON "couples" USING gin ("search_email" gin_trgm_ops);--> statement-breakpoint
-- hand-written: the search e-mail of existing couples; from now on the database keeps it, from
-- whichever path writes the couple or changes the account's e-mail.
UPDATE "couples" c SET "search_email" = lower(u."email") FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
-- (An account written by the same statement is not visible yet: the value given is kept then.)
CREATE FUNCTION "couples_search_email_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_email" := coalesce((SELECT lower("email") FROM "users" WHERE "id" = NEW."user_id"), NEW."search_email");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "couples_search_email_fill" BEFORE INSERT OR UPDATE OF "user_id", "search_email" ON "couples"
  FOR EACH ROW EXECUTE FUNCTION "couples_search_email_fill"();--> statement-breakpoint
CREATE FUNCTION "users_search_email_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "couples" SET "search_email" = lower(NEW."email") WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_email_sync" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "users_search_email_sync"();--> statement-breakpoint
-- hand-written: the dashboard's daily counts of what exists today (modules/admin-dashboard/couples-daily.ts
-- has the same sums over the raw tables, which the tests compare with the table).
INSERT INTO "couples_daily" ("day", "slot", "couples", "onboarded", "inactive", "published_lists")
SELECT "day", 0, sum("couples"), sum("onboarded"), sum("inactive"), sum("published_lists") FROM (
  SELECT (c."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", 1 AS "couples", 0 AS "onboarded",
         CASE WHEN EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."user_id" AND u."status" <> 'active')
              THEN 1 ELSE 0 END AS "inactive", 0 AS "published_lists"
  FROM "couples" c
  UNION ALL
  SELECT ("onboarding_completed_at" AT TIME ZONE 'America/Sao_Paulo')::date, 0, 1, 0, 0
  FROM "couples" WHERE "onboarding_completed_at" IS NOT NULL
  UNION ALL
  SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, 0, 0, 0, 1
  FROM "weddings" WHERE "gift_list_published"
) x GROUP BY "day";--> statement-breakpoint
-- Adds to a day's counts; the same couple always writes the same slot.
CREATE FUNCTION "couples_daily_add"("at" timestamptz, "who" uuid, "d_couples" integer, "d_onboarded" integer,
                                    "d_inactive" integer, "d_published" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "couples_daily" AS m ("day", "slot", "couples", "onboarded", "inactive", "published_lists")
  VALUES (("at" AT TIME ZONE 'America/Sao_Paulo')::date, (hashtext("who"::text) & 7)::smallint,
          "d_couples", "d_onboarded", "d_inactive", "d_published")
  ON CONFLICT ("day", "slot") DO UPDATE SET
    "couples" = m."couples" + excluded."couples", "onboarded" = m."onboarded" + excluded."onboarded",
    "inactive" = m."inactive" + excluded."inactive", "published_lists" = m."published_lists" + excluded."published_lists"
$$;--> statement-breakpoint
-- A couple counts on its creation day (and as inactive there while its account is), its onboarding
-- on the day completed. When an account is deleted, users_daily_delete has already taken its couple
-- out of the inactive count and the account is gone by the time the cascade deletes the couple.
CREATE FUNCTION "couples_daily_couples"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_inactive integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    account_inactive := CASE WHEN EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id" AND "status" <> 'active')
                       THEN 1 ELSE 0 END;
    PERFORM "couples_daily_add"(OLD."created_at", OLD."user_id", -1, 0, -account_inactive, 0);
    IF OLD."onboarding_completed_at" IS NOT NULL THEN
      PERFORM "couples_daily_add"(OLD."onboarding_completed_at", OLD."user_id", 0, -1, 0, 0);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    account_inactive := CASE WHEN EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."user_id" AND "status" <> 'active')
                       THEN 1 ELSE 0 END;
    PERFORM "couples_daily_add"(NEW."created_at", NEW."user_id", 1, 0, account_inactive, 0);
    IF NEW."onboarding_completed_at" IS NOT NULL THEN
      PERFORM "couples_daily_add"(NEW."onboarding_completed_at", NEW."user_id", 0, 1, 0, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "couples_daily_insert_delete" AFTER INSERT OR DELETE ON "couples"
  FOR EACH ROW EXECUTE FUNCTION "couples_daily_couples"();--> statement-breakpoint
CREATE TRIGGER "couples_daily_update" AFTER UPDATE OF "created_at", "onboarding_completed_at", "user_id" ON "couples"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."onboarding_completed_at" IS DISTINCT FROM NEW."onboarding_completed_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "couples_daily_couples"();--> statement-breakpoint
CREATE FUNCTION "users_daily_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "couples_daily_add"(c."created_at", c."user_id", 0, 0,
                              CASE WHEN NEW."status" <> 'active' THEN 1 ELSE -1 END, 0)
  FROM "couples" c WHERE c."user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_daily_status" AFTER UPDATE OF "status" ON "users"
  FOR EACH ROW WHEN ((OLD."status" <> 'active') IS DISTINCT FROM (NEW."status" <> 'active'))
  EXECUTE FUNCTION "users_daily_status"();--> statement-breakpoint
CREATE FUNCTION "users_daily_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "couples_daily_add"(c."created_at", c."user_id", 0, 0, -1, 0)
  FROM "couples" c WHERE c."user_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_daily_delete" BEFORE DELETE ON "users"
  FOR EACH ROW WHEN (OLD."status" <> 'active') EXECUTE FUNCTION "users_daily_delete"();--> statement-breakpoint
-- A published gift list counts on its wedding's creation day.
CREATE FUNCTION "weddings_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."gift_list_published" THEN
    PERFORM "couples_daily_add"(OLD."created_at", OLD."couple_id", 0, 0, 0, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."gift_list_published" THEN
    PERFORM "couples_daily_add"(NEW."created_at", NEW."couple_id", 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "weddings_daily_insert_delete" AFTER INSERT OR DELETE ON "weddings"
  FOR EACH ROW EXECUTE FUNCTION "weddings_daily"();--> statement-breakpoint
CREATE TRIGGER "weddings_daily_update" AFTER UPDATE OF "gift_list_published", "created_at", "couple_id" ON "weddings"
  FOR EACH ROW WHEN (OLD."gift_list_published" IS DISTINCT FROM NEW."gift_list_published"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."couple_id" IS DISTINCT FROM NEW."couple_id")
  EXECUTE FUNCTION "weddings_daily"();
