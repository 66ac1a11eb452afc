DROP INDEX "content_items_kind_published_idx";--> statement-breakpoint
DROP INDEX "content_items_kind_starts_idx";--> statement-breakpoint
DROP INDEX "content_items_feed_profile_idx";--> statement-breakpoint
DROP INDEX "content_items_feed_business_user_idx";--> statement-breakpoint
DROP INDEX "content_items_public_published_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "owner_archived_at" timestamp with time zone;--> statement-breakpoint
-- Around me's time indexes carry what its checks read, as in migration 0017 (drizzle cannot declare INCLUDE).
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("location", "around_until", "around_from", "visibility", "starts_at") WHERE "content_items"."deleted_at" is null and "content_items"."owner_archived_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_kind_starts_idx" ON "content_items" USING btree ("kind", "starts_at", "id") INCLUDE ("location", "around_until", "around_from", "visibility", "published_at") WHERE "content_items"."deleted_at" is null and "content_items"."owner_archived_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_feed_profile_idx" ON "content_items" USING btree ("owner_profile_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."owner_archived_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" in ('public', 'followers');--> statement-breakpoint
CREATE INDEX "content_items_feed_business_user_idx" ON "content_items" USING btree ("owner_business_user_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."owner_archived_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" in ('public', 'followers');--> statement-breakpoint
CREATE INDEX "content_items_public_published_idx" ON "content_items" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null and "content_items"."owner_archived_at" is null and "content_items"."published_at" is not null and "content_items"."visibility" = 'public';--> statement-breakpoint
-- An item's business user archived (ADR 0013) is its owner's mark on the item, kept by the database: when
-- the business user is archived or restored (an operator's change of archived_at), and when an item is
-- written for it. The item's write takes a share lock on its business user's row, so an archive running at
-- the same moment either waits for the item (and then marks it) or is seen by it.
CREATE FUNCTION "business_users_mark_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE content_items SET owner_archived_at = NEW.archived_at
		WHERE owner_business_user_id = NEW.id AND owner_archived_at IS DISTINCT FROM NEW.archived_at;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_users_archived" AFTER UPDATE OF "archived_at" ON "business_users"
	FOR EACH ROW WHEN (OLD."archived_at" IS DISTINCT FROM NEW."archived_at") EXECUTE FUNCTION "business_users_mark_content"();--> statement-breakpoint
CREATE FUNCTION "content_items_owner_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT archived_at INTO NEW.owner_archived_at FROM business_users WHERE id = NEW.owner_business_user_id FOR SHARE;
	RETURN NEW;
END $$;--> statement-breakpoint
-- Named to run before content_items_on_map (triggers run in name order), which reads the mark.
CREATE TRIGGER "content_items_mark_owner" BEFORE INSERT ON "content_items"
	FOR EACH ROW WHEN (NEW."owner_business_user_id" IS NOT NULL) EXECUTE FUNCTION "content_items_owner_mark"();--> statement-breakpoint
UPDATE "content_items" c SET "owner_archived_at" = b."archived_at" FROM "business_users" b
	WHERE b."id" = c."owner_business_user_id" AND b."archived_at" IS NOT NULL;--> statement-breakpoint
-- Who sees a content item (docs/product.md#who-sees-what, api/content/visibility.ts): the one rule, as
-- functions of the item's row that every read path calls: the API's queries, the map's cells (through
-- on_map below) and trending. They are plain SQL that the planner inlines into the query, so the partial
-- indexes whose predicates say the same still serve it. What one person sees beyond them (their own,
-- their team's, their followees') asks of other tables, which would keep a function from being inlined:
-- api/content/visibility.ts writes that part, once, around these. Names inside are schema-qualified:
-- a materialized view is worked out with only pg_catalog on the search path (PostgreSQL 17).
-- Live: neither deleted nor of an archived business user. Nobody sees anything else.
CREATE FUNCTION "content_live"("c" "content_items") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT c.deleted_at IS NULL AND c.owner_archived_at IS NULL
$$;--> statement-breakpoint
-- What anyone sees, visitors too: live, published by now, public.
CREATE FUNCTION "content_shown_to_anyone"("c" "content_items") RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT public.content_live(c) AND c.published_at IS NOT NULL AND c.published_at <= now() AND c.visibility = 'public'
$$;--> statement-breakpoint
-- What the owner's followers see: the same, and what is for followers.
CREATE FUNCTION "content_shown_to_followers"("c" "content_items") RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT public.content_live(c) AND c.published_at IS NOT NULL AND c.published_at <= now() AND c.visibility IN ('public', 'followers')
$$;--> statement-breakpoint
-- The map (migration 0018) shows what anyone sees, placed and current.
CREATE OR REPLACE FUNCTION "content_items_set_on_map"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.on_map := NEW.kind IN ('agenda', 'announce', 'event', 'attention', 'catalogue', 'media', 'new_room', 'story')
		AND NEW.location IS NOT NULL AND content_shown_to_anyone(NEW)
		AND (NEW.around_from IS NULL OR NEW.around_from <= now())
		AND (NEW.around_until IS NULL OR NEW.around_until >= now());
	RETURN NEW;
END $$;--> statement-breakpoint
-- What is on the map already, under the rule.
UPDATE "content_items" SET "on_map" = "on_map" WHERE "on_map" AND "owner_archived_at" IS NOT NULL;--> statement-breakpoint
-- Trending (migration 0019) ranks only what anyone sees; its readers check the rule again (api/social/trending.ts).
DROP MATERIALIZED VIEW "trending_items";--> statement-breakpoint
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
	WHERE public.content_shown_to_anyone("c") AND "c"."published_at" > now() - interval '30 days'
	UNION ALL
	SELECT "id", "published_at", 0, 0 FROM (
		SELECT "id", "published_at" FROM "content_items" "c"
		WHERE public.content_shown_to_anyone("c")
		ORDER BY "published_at" DESC NULLS LAST, "id" DESC NULLS LAST LIMIT 200
	) "newest"
), "best" AS (
	SELECT DISTINCT ON ("id") "id", "published_at", "likes", "saves" FROM "candidates" ORDER BY "id", "likes" + 2 * "saves" DESC
)
SELECT
	"id" AS "content_item_id",
	(row_number() OVER (ORDER BY "likes" + 2 * "saves" DESC, "published_at" DESC, "id" DESC))::int AS "rank",
	"likes", "saves",
	now() AS "refreshed_at"
FROM "best"
ORDER BY "rank"
LIMIT 500;--> statement-breakpoint
CREATE UNIQUE INDEX "trending_items_content_item_idx" ON "trending_items" ("content_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trending_items_rank_idx" ON "trending_items" ("rank");
