CREATE TYPE "public"."content_kind" AS ENUM('agenda', 'announce', 'event', 'attention', 'catalogue', 'media', 'new_room', 'story', 'ebook', 'board_post', 'work');--> statement-breakpoint
CREATE TYPE "public"."content_visibility" AS ENUM('public', 'followers', 'members');--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "content_kind" NOT NULL,
	"owner_profile_id" uuid,
	"owner_business_user_id" uuid,
	"posted_by_profile_id" uuid,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" "point",
	"address" text,
	"province" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"visibility" "content_visibility" DEFAULT 'public' NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_one_owner" CHECK (num_nonnulls("content_items"."owner_profile_id", "content_items"."owner_business_user_id") = 1),
	CONSTRAINT "content_items_time_range" CHECK ("content_items"."ends_at" is null or "content_items"."starts_at" is null or "content_items"."ends_at" >= "content_items"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_owner_business_user_id_business_users_id_fk" FOREIGN KEY ("owner_business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_posted_by_profile_id_profiles_id_fk" FOREIGN KEY ("posted_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_owner_profile_idx" ON "content_items" USING btree ("owner_profile_id","kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_owner_business_user_idx" ON "content_items" USING btree ("owner_business_user_id","kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_location_idx" ON "content_items" USING gist ("location");