CREATE TYPE "public"."content_reaction_kind" AS ENUM('going', 'like');--> statement-breakpoint
CREATE TABLE "content_reactions" (
	"content_item_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" "content_reaction_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reactions_content_item_id_kind_profile_id_pk" PRIMARY KEY("content_item_id","kind","profile_id")
);
--> statement-breakpoint
DROP INDEX "content_items_location_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "location_exact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "pictures" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reactions" ADD CONSTRAINT "content_reactions_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reactions" ADD CONSTRAINT "content_reactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reactions_profile_idx" ON "content_reactions" USING btree ("profile_id","kind");--> statement-breakpoint
CREATE INDEX "content_items_agenda_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'agenda' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_announce_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'announce' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_event_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'event' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_attention_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'attention' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_catalogue_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'catalogue' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_media_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'media' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_new_room_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'new_room' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_story_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" = 'story' and "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
CREATE INDEX "content_items_kind_starts_idx" ON "content_items" USING btree ("kind","starts_at","id") WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_tags_idx" ON "content_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "content_items_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."deleted_at" is null and "content_items"."location" is not null;--> statement-breakpoint
-- A story's picture moves from its details into the pictures every kind now has.
UPDATE "content_items" SET "pictures" = ARRAY["details"->>'imageUrl'], "details" = "details" - 'imageUrl' WHERE "kind" = 'story' AND "details"->>'imageUrl' IS NOT NULL;--> statement-breakpoint
UPDATE "content_items" SET "details" = "details" - 'imageUrl' WHERE "kind" = 'story';--> statement-breakpoint
-- Events and agenda items now always end: one without an end ends two hours after it starts.
UPDATE "content_items" SET "ends_at" = "starts_at" + interval '2 hours' WHERE "kind" IN ('event', 'agenda') AND "ends_at" IS NULL AND "starts_at" IS NOT NULL;
