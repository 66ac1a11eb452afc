-- Search's trigrams (api/search): a part of a word, Thai too where the database's character type is UTF-8
-- (api/search/thai-check.ts refuses to start otherwise). Trusted: a database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."collection_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_collection_id_content_item_id_pk" PRIMARY KEY("collection_id","content_item_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"visibility" "collection_visibility" DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_profile_id" uuid NOT NULL,
	"followee_profile_id" uuid,
	"followee_business_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_followee" CHECK (num_nonnulls("follows"."followee_profile_id", "follows"."followee_business_user_id") = 1),
	CONSTRAINT "follows_not_self" CHECK ("follows"."followee_profile_id" is distinct from "follows"."follower_profile_id")
);
--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_profile_id_profiles_id_fk" FOREIGN KEY ("follower_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_profile_id_profiles_id_fk" FOREIGN KEY ("followee_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_business_user_id_business_users_id_fk" FOREIGN KEY ("followee_business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_items_content_idx" ON "collection_items" USING btree ("content_item_id");--> statement-breakpoint
CREATE INDEX "collection_items_added_idx" ON "collection_items" USING btree ("added_at");--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_profile_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collections_public_idx" ON "collections" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "collections"."visibility" = 'public';--> statement-breakpoint
CREATE UNIQUE INDEX "follows_profile_key" ON "follows" USING btree ("follower_profile_id","followee_profile_id") WHERE "follows"."followee_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_business_user_key" ON "follows" USING btree ("follower_profile_id","followee_business_user_id") WHERE "follows"."followee_business_user_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_followee_profile_idx" ON "follows" USING btree ("followee_profile_id","created_at" DESC NULLS LAST) WHERE "follows"."followee_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_followee_business_user_idx" ON "follows" USING btree ("followee_business_user_id","created_at" DESC NULLS LAST) WHERE "follows"."followee_business_user_id" is not null;--> statement-breakpoint
CREATE INDEX "business_users_search_idx" ON "business_users" USING gin ("search") WHERE "business_users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "business_users_name_trgm_idx" ON "business_users" USING gin ("name" gin_trgm_ops) WHERE "business_users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_feed_profile_idx" ON "content_items" USING btree ("owner_profile_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" <> 'members';--> statement-breakpoint
CREATE INDEX "content_items_feed_business_user_idx" ON "content_items" USING btree ("owner_business_user_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" <> 'members';--> statement-breakpoint
CREATE INDEX "content_items_public_published_idx" ON "content_items" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search") WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_idx" ON "content_items" USING gin ("title" gin_trgm_ops) WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_reactions_recent_idx" ON "content_reactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);;--> statement-breakpoint
-- Trending (api/social/trending.ts, docs/product.md#feed): public items published in the last 30 days,
-- ranked by likes and collection saves of the last 48 hours (a save counts twice), newest first among
-- equals, with the newest 200 public items so the page is never empty. Refreshed every few minutes
-- (refresh_trending below), never per request.
CREATE MATERIALIZED VIEW "trending_items" AS
WITH "activity" AS (
	SELECT "content_item_id", count(*)::int AS "likes", 0 AS "saves" FROM "content_reactions"
	WHERE "kind" = 'like' AND "created_at" > now() - interval '48 hours' GROUP BY 1
	UNION ALL
	SELECT "content_item_id", 0, count(*)::int FROM "collection_items"
	WHERE "added_at" > now() - interval '48 hours' GROUP BY 1
), "scored" AS (
	SELECT "content_item_id", sum("likes")::int AS "likes", sum("saves")::int AS "saves" FROM "activity" GROUP BY 1
), "candidates" AS (
	SELECT "c"."id", "c"."published_at", "s"."likes", "s"."saves"
	FROM "scored" "s" JOIN "content_items" "c" ON "c"."id" = "s"."content_item_id"
	WHERE "c"."deleted_at" IS NULL AND "c"."visibility" = 'public' AND "c"."published_at" > now() - interval '30 days' AND "c"."published_at" <= now()
	UNION ALL
	SELECT "id", "published_at", 0, 0 FROM (
		SELECT "id", "published_at" FROM "content_items"
		WHERE "deleted_at" IS NULL AND "published_at" IS NOT NULL AND "visibility" = 'public' AND "published_at" <= now()
		ORDER BY "published_at" DESC NULLS LAST, "id" DESC NULLS LAST LIMIT 200
	) "newest"
), "best" AS (
	SELECT DISTINCT ON ("id") "id", "published_at", "likes", "saves" FROM "candidates" ORDER BY "id", "likes" + 2 * "saves" DESC
)
SELECT
	"id" AS "content_item_id",
	(row_number() OVER (ORDER BY "likes" + 2 * "saves" DESC, "published_at" DESC, "id" DESC))::int AS "rank",
	"likes", "saves",
	-- When this was worked out: the refresh is due when it is a few minutes old.
	now() AS "refreshed_at"
FROM "best"
ORDER BY "rank"
LIMIT 500;--> statement-breakpoint
CREATE UNIQUE INDEX "trending_items_content_item_idx" ON "trending_items" ("content_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trending_items_rank_idx" ON "trending_items" ("rank");
--> statement-breakpoint
-- Search's words are split by the API (api/search/words.ts), not here: a change to what is searched marks
-- the row's words out of date (search_version 0) unless the same statement wrote new ones, and the API's
-- indexer splits them again within seconds (api/search/indexing.ts). New rows start at 0 unless written.
CREATE FUNCTION "search_out_of_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.search_version = OLD.search_version THEN
		NEW.search_version := 0;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_search_out_of_date" BEFORE UPDATE OF "title", "body", "tags" ON "content_items"
	FOR EACH ROW WHEN ((NEW."title", NEW."body", NEW."tags") IS DISTINCT FROM (OLD."title", OLD."body", OLD."tags")) EXECUTE FUNCTION "search_out_of_date"();--> statement-breakpoint
CREATE TRIGGER "profiles_search_out_of_date" BEFORE UPDATE OF "first_name", "last_name" ON "profiles"
	FOR EACH ROW WHEN ((NEW."first_name", NEW."last_name") IS DISTINCT FROM (OLD."first_name", OLD."last_name")) EXECUTE FUNCTION "search_out_of_date"();--> statement-breakpoint
CREATE TRIGGER "business_users_search_out_of_date" BEFORE UPDATE OF "name", "description" ON "business_users"
	FOR EACH ROW WHEN ((NEW."name", NEW."description") IS DISTINCT FROM (OLD."name", OLD."description")) EXECUTE FUNCTION "search_out_of_date"();--> statement-breakpoint
-- What the indexer looks for: rows whose words are of an older version.
CREATE INDEX "content_items_search_version_idx" ON "content_items" ("search_version");--> statement-breakpoint
CREATE INDEX "profiles_search_version_idx" ON "profiles" ("search_version");--> statement-breakpoint
CREATE INDEX "business_users_search_version_idx" ON "business_users" ("search_version");
