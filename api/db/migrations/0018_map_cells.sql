CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"kind" "content_kind" NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "map_cells_level_kind_cx_cy_pk" PRIMARY KEY("level","kind","cx","cy")
);
--> statement-breakpoint
CREATE TABLE "map_sweeps" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "on_map" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_on_map_idx" ON "content_items" USING gist ("location") WHERE "content_items"."on_map";--> statement-breakpoint
CREATE INDEX "content_items_leaves_map_idx" ON "content_items" USING btree ("around_until") WHERE "content_items"."on_map";--> statement-breakpoint
CREATE INDEX "content_items_joins_map_idx" ON "content_items" USING btree ("around_from") WHERE not "content_items"."on_map" and "content_items"."around_from" is not null;--> statement-breakpoint
-- What is on the map (api/content/map.ts): around me's kinds (contracts/content/around-me-choices.ts;
-- a kind added there is added here by a migration), placed, public, published and current now. Worked
-- out on every write; the passing of time is the sweep's (map_sweep below).
CREATE FUNCTION "content_items_set_on_map"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.on_map := NEW.kind IN ('agenda', 'announce', 'event', 'attention', 'catalogue', 'media', 'new_room', 'story')
		AND NEW.deleted_at IS NULL AND NEW.location IS NOT NULL AND NEW.visibility = 'public'
		AND NEW.published_at IS NOT NULL AND NEW.published_at <= now()
		AND (NEW.around_from IS NULL OR NEW.around_from <= now())
		AND (NEW.around_until IS NULL OR NEW.around_until >= now());
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_on_map" BEFORE INSERT OR UPDATE ON "content_items" FOR EACH ROW EXECUTE FUNCTION "content_items_set_on_map"();--> statement-breakpoint
-- The cells of every level (3 to 16) an item on the map is counted in: once a statement, from the rows it
-- changed (a million rows seeded at once are one grouped upsert), in the cells' order so that two writes
-- never wait on each other's cells crosswise. A cell of level L is a Web Mercator tile of zoom L + 2.
CREATE FUNCTION "content_items_count_map_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT kind, location, 1 AS sign FROM new_rows WHERE on_map'
		WHEN 'DELETE' THEN 'SELECT kind, location, -1 AS sign FROM old_rows WHERE on_map'
		ELSE 'SELECT kind, location, 1 AS sign FROM new_rows WHERE on_map UNION ALL SELECT kind, location, -1 FROM old_rows WHERE on_map'
	END;
BEGIN
	EXECUTE format($sql$
		INSERT INTO map_cells (level, kind, cx, cy, n, lat_sum, lng_sum)
		SELECT level, kind, cx, cy, sum(sign), sum(sign * location[1]), sum(sign * location[0])
		FROM (%s) AS changed
		CROSS JOIN generate_series(3, 16) AS level
		CROSS JOIN LATERAL (SELECT radians(least(greatest(location[1], -85.0511), 85.0511)) AS phi) AS mercator
		CROSS JOIN LATERAL (SELECT
			floor((location[0] + 180) / 360 * (4 << level))::int AS cx,
			floor((1 - ln(tan(phi) + 1 / cos(phi)) / pi()) / 2 * (4 << level))::int AS cy) AS cell
		GROUP BY level, kind, cx, cy
		HAVING sum(sign) <> 0 OR sum(sign * location[1]) <> 0 OR sum(sign * location[0]) <> 0
		ORDER BY level, kind, cx, cy
		ON CONFLICT (level, kind, cx, cy) DO UPDATE SET
			n = map_cells.n + excluded.n,
			lat_sum = CASE WHEN map_cells.n + excluded.n = 0 THEN 0 ELSE map_cells.lat_sum + excluded.lat_sum END,
			lng_sum = CASE WHEN map_cells.n + excluded.n = 0 THEN 0 ELSE map_cells.lng_sum + excluded.lng_sum END
	$sql$, changed);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_map_cells_insert" AFTER INSERT ON "content_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_items_count_map_cells"();--> statement-breakpoint
CREATE TRIGGER "content_items_map_cells_update" AFTER UPDATE ON "content_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_items_count_map_cells"();--> statement-breakpoint
CREATE TRIGGER "content_items_map_cells_delete" AFTER DELETE ON "content_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_items_count_map_cells"();--> statement-breakpoint
-- The passing of time (api/content/map.ts runs this every minute): what has ended leaves the map, what
-- began since the last sweep joins it. Setting on_map to itself has the trigger above work it out
-- afresh. One sweep at a time across replicas; the others skip.
CREATE FUNCTION "map_sweep"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	since timestamptz;
	left_map integer;
	joined integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtext('map_sweep')) THEN RETURN 0; END IF;
	SELECT swept_at INTO since FROM map_sweeps WHERE id;
	UPDATE content_items SET on_map = on_map WHERE on_map AND around_until < now();
	GET DIAGNOSTICS left_map = ROW_COUNT;
	UPDATE content_items SET on_map = on_map
		WHERE NOT on_map AND around_from IS NOT NULL AND around_from <= now() AND around_from > coalesce(since, '-infinity');
	GET DIAGNOSTICS joined = ROW_COUNT;
	INSERT INTO map_sweeps (id, swept_at) VALUES (true, now()) ON CONFLICT (id) DO UPDATE SET swept_at = excluded.swept_at;
	RETURN left_map + joined;
END $$;--> statement-breakpoint
-- What is there already.
UPDATE "content_items" SET "on_map" = "on_map";--> statement-breakpoint
INSERT INTO "map_sweeps" ("id", "swept_at") VALUES (true, now());
