CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid,
	"owner_business_user_id" uuid,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_one_owner" CHECK (num_nonnulls("links"."owner_profile_id", "links"."owner_business_user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_owner_business_user_id_business_users_id_fk" FOREIGN KEY ("owner_business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_owner_profile_idx" ON "links" USING btree ("owner_profile_id","position");--> statement-breakpoint
CREATE INDEX "links_owner_business_user_idx" ON "links" USING btree ("owner_business_user_id","position");--> statement-breakpoint
-- A person's links and a business user's were two tables of the same shape; their rows move here, ids kept.
INSERT INTO "links" ("id", "owner_profile_id", "label", "url", "position", "created_at")
	SELECT "id", "profile_id", "label", "url", "position", "created_at" FROM "profile_links";--> statement-breakpoint
INSERT INTO "links" ("id", "owner_business_user_id", "label", "url", "position", "created_at")
	SELECT "id", "business_user_id", "label", "url", "position", "created_at" FROM "business_user_links";
