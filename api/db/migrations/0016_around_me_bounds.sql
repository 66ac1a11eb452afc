ALTER TABLE "content_items" ADD COLUMN "around_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "around_until" timestamp with time zone;--> statement-breakpoint
-- What is there already: announcements and alerts from their start; every kind until its end; a story for its first day.
UPDATE "content_items" SET
	"around_from" = CASE WHEN "kind" IN ('announce', 'attention') THEN "starts_at" END,
	"around_until" = CASE WHEN "kind" = 'story' THEN "published_at" + interval '24 hours' ELSE "ends_at" END;
