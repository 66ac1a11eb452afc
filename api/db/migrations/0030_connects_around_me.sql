-- Connects with a place are around me and on the map (docs/product.md#open-tab, ADR 0032): `connect`
-- joins around me's kinds (contracts/content/around-me-choices.ts), so the rule of what is on the map
-- (migration 0020) takes it too. PL/pgSQL reads the kind's name only when the trigger runs, after this
-- transaction, which may be the one that added the value (migration 0029): PostgreSQL refuses a new enum
-- value before its transaction commits. For the same reason connects' own place index names the kinds
-- after 'work' in the enum's order, `connect` alone (api/db/schema.ts); the planner proves `kind = 'connect'`
-- falls in it.
CREATE OR REPLACE FUNCTION "content_items_set_on_map"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.on_map := NEW.kind IN ('agenda', 'announce', 'event', 'attention', 'catalogue', 'connect', 'media', 'new_room', 'story')
		AND NEW.location IS NOT NULL AND content_shown_to_anyone(NEW)
		AND (NEW.around_from IS NULL OR NEW.around_from <= now())
		AND (NEW.around_until IS NULL OR NEW.around_until >= now());
	RETURN NEW;
END $$;--> statement-breakpoint
-- The placed connects there are join the map (the trigger counts them into map_cells). The kind is
-- compared as text: the enum's new value may not be committed yet (then there are no connects).
UPDATE "content_items" SET "on_map" = "on_map" WHERE "kind"::text = 'connect' AND "location" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_connect_location_idx" ON "content_items" USING gist ("location") WHERE "content_items"."kind" > 'work' and "content_items"."deleted_at" is null and "content_items"."location" is not null;
