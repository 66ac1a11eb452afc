-- Picture fields keep only images the media service stored (contracts/media.ts storedImageUrlSchema).
-- The story and work forms used to take any http(s) address: such a picture is dropped here, never
-- fetched, since showing it is what the rule prevents. The pattern is the stored-image URL's form.
UPDATE "profiles" SET "image_url" = NULL WHERE "image_url" !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';--> statement-breakpoint
UPDATE "profiles" SET "cover_url" = NULL WHERE "cover_url" !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';--> statement-breakpoint
UPDATE "business_users" SET "image_url" = NULL WHERE "image_url" !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';--> statement-breakpoint
UPDATE "business_users" SET "cover_url" = NULL WHERE "cover_url" !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';--> statement-breakpoint
UPDATE "profile_our_stories" SET "image_url" = NULL WHERE "image_url" !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';--> statement-breakpoint
UPDATE "content_items" SET "details" = jsonb_set("details", '{imageUrl}', 'null'::jsonb)
WHERE jsonb_typeof("details"->'imageUrl') = 'string'
	AND "details"->>'imageUrl' !~ '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$';
