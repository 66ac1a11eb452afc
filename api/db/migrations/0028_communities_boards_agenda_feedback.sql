CREATE TYPE "public"."community_member_status" AS ENUM('active', 'requested', 'invited');--> statement-breakpoint
CREATE TYPE "public"."community_role" AS ENUM('owner', 'moderator', 'member');--> statement-breakpoint
CREATE TYPE "public"."community_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."feedback_author" AS ENUM('person', 'team');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "agenda_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" "point",
	"address" text,
	"province" text,
	"notes" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_entries_time_range" CHECK ("agenda_entries"."ends_at" >= "agenda_entries"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "board_follows" (
	"profile_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"last_read_reply_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_follows_profile_id_board_id_pk" PRIMARY KEY("profile_id","board_id")
);
--> statement-breakpoint
CREATE TABLE "board_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"reply_no" integer NOT NULL,
	"author_profile_id" uuid,
	"body" text NOT NULL,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"removed_by_profile_id" uuid
);
--> statement-breakpoint
CREATE TABLE "board_threads" (
	"board_id" uuid PRIMARY KEY NOT NULL,
	"last_reply_no" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_url" text,
	"location" "point",
	"address" text,
	"province" text,
	"visibility" "community_visibility" DEFAULT 'public' NOT NULL,
	"created_by_profile_id" uuid,
	"search" "tsvector",
	"search_version" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"role" "community_role" DEFAULT 'member' NOT NULL,
	"status" "community_member_status" DEFAULT 'active' NOT NULL,
	"invited_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "community_members_community_id_profile_id_pk" PRIMARY KEY("community_id","profile_id"),
	CONSTRAINT "community_members_joined" CHECK (("community_members"."status" = 'active') = ("community_members"."joined_at" is not null)),
	CONSTRAINT "community_members_owner_active" CHECK ("community_members"."role" = 'member' or "community_members"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"picture_url" text,
	"page" text,
	"locale" text,
	"status" "feedback_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"author" "feedback_author" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "agenda_entries" ADD CONSTRAINT "agenda_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_follows" ADD CONSTRAINT "board_follows_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_follows" ADD CONSTRAINT "board_follows_board_id_content_items_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_replies" ADD CONSTRAINT "board_replies_board_id_content_items_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_replies" ADD CONSTRAINT "board_replies_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_replies" ADD CONSTRAINT "board_replies_removed_by_profile_id_profiles_id_fk" FOREIGN KEY ("removed_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_threads" ADD CONSTRAINT "board_threads_board_id_content_items_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_invited_by_profile_id_profiles_id_fk" FOREIGN KEY ("invited_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_entries_profile_starts_idx" ON "agenda_entries" USING btree ("profile_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "board_follows_board_idx" ON "board_follows" USING btree ("board_id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_replies_board_no_idx" ON "board_replies" USING btree ("board_id","reply_no");--> statement-breakpoint
CREATE INDEX "board_threads_last_reply_idx" ON "board_threads" USING btree ("last_reply_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communities_created_idx" ON "communities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "communities"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "communities_location_idx" ON "communities" USING gist ("location") WHERE "communities"."visibility" = 'public' and "communities"."location" is not null;--> statement-breakpoint
CREATE INDEX "communities_search_idx" ON "communities" USING gin ("search");--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_members_profile_idx" ON "community_members" USING btree ("profile_id","status");--> statement-breakpoint
CREATE INDEX "community_members_community_idx" ON "community_members" USING btree ("community_id","status","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_members_one_owner_idx" ON "community_members" USING btree ("community_id") WHERE "community_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "feedback_profile_idx" ON "feedback" USING btree ("profile_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("profile_id","created_at") WHERE "notifications"."seen_at" is null;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_community_idx" ON "content_items" USING btree ("community_id","kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."community_id" is not null and "content_items"."deleted_at" is null;--> statement-breakpoint
-- What is published for a community is seen as the community is (docs/product.md#communities): public
-- for a public one, for its members alone ('members') for a private one. Kept here, on every write and
-- when a community changes its visibility, so the one visibility rule (api/content/visibility.ts) reads
-- it from the row. Named to run before content_items_on_map, which reads the visibility.
CREATE FUNCTION "content_items_set_community_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.community_id IS NOT NULL THEN
		NEW.visibility := (SELECT CASE WHEN c.visibility = 'private' THEN 'members' ELSE 'public' END::content_visibility
			FROM communities c WHERE c.id = NEW.community_id);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_community_visibility" BEFORE INSERT OR UPDATE OF "community_id", "visibility" ON "content_items"
	FOR EACH ROW EXECUTE FUNCTION "content_items_set_community_visibility"();--> statement-breakpoint
CREATE FUNCTION "communities_pass_visibility_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE content_items SET visibility = visibility WHERE community_id = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "communities_visibility_changed" AFTER UPDATE OF "visibility" ON "communities"
	FOR EACH ROW WHEN (NEW.visibility IS DISTINCT FROM OLD.visibility) EXECUTE FUNCTION "communities_pass_visibility_on"();--> statement-breakpoint
CREATE TRIGGER "communities_search_out_of_date" BEFORE UPDATE OF "name", "description" ON "communities"
	FOR EACH ROW WHEN ((NEW."name", NEW."description") IS DISTINCT FROM (OLD."name", OLD."description")) EXECUTE FUNCTION "search_out_of_date"();--> statement-breakpoint
CREATE INDEX "communities_search_version_idx" ON "communities" ("search_version");
