-- Open-tab connects become content items of kind `connect` (docs/decisions/0032-open-tab-connects-on-content.md).
-- open_tab_connects had no way in but the seed (the API had no create), so it holds no one's work: it is
-- dropped, and the seed makes its demo connects again as content items, with the same ids. A new enum value
-- cannot be used in the transaction that adds it, and every pending migration runs in one.
CREATE TYPE "public"."open_tab_part" AS ENUM('goal', 'our-business', 'our-story');--> statement-breakpoint
CREATE TYPE "public"."open_tab_request_state" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'connect';--> statement-breakpoint
CREATE TABLE "open_tab_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connect_id" uuid NOT NULL,
	"part" "open_tab_part" NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"business_user_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_tab_requests" (
	"connect_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" "open_tab_request_state" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "open_tab_requests_connect_id_profile_id_pk" PRIMARY KEY("connect_id","profile_id")
);
--> statement-breakpoint
DROP TABLE "open_tab_connects" CASCADE;--> statement-breakpoint
ALTER TABLE "open_tab_parts" ADD CONSTRAINT "open_tab_parts_connect_id_content_items_id_fk" FOREIGN KEY ("connect_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tab_parts" ADD CONSTRAINT "open_tab_parts_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tab_requests" ADD CONSTRAINT "open_tab_requests_connect_id_content_items_id_fk" FOREIGN KEY ("connect_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tab_requests" ADD CONSTRAINT "open_tab_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_tab_parts_connect_idx" ON "open_tab_parts" USING btree ("connect_id","part","position");--> statement-breakpoint
CREATE INDEX "open_tab_requests_profile_idx" ON "open_tab_requests" USING btree ("profile_id");--> statement-breakpoint
DROP TYPE "public"."open_tab_connect_visibility";