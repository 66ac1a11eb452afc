-- Soonest and newest first around me (api/content/around-me.ts) walk these indexes; with what their checks
-- read carried in the index, a walk reads no rows it then drops (an index-only scan). Drizzle cannot
-- declare INCLUDE, so api/db/schema.ts keeps the indexes' keys and this migration their columns.
DROP INDEX IF EXISTS "content_items_kind_starts_idx";--> statement-breakpoint
CREATE INDEX "content_items_kind_starts_idx" ON "content_items" USING btree ("kind", "starts_at", "id") INCLUDE ("location", "around_until", "around_from", "visibility", "published_at") WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "content_items_kind_published_idx";--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("location", "around_until", "around_from", "visibility", "starts_at") WHERE "content_items"."deleted_at" is null;
