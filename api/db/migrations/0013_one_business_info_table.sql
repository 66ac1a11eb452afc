CREATE TABLE "business_info" (
	"owner_profile_id" uuid,
	"owner_business_user_id" uuid,
	"company" text,
	"phone" text,
	"email" text,
	"website" text,
	"address" text,
	"postcode" text,
	"position_title" text,
	"opening_hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_info_one_owner" CHECK (num_nonnulls("business_info"."owner_profile_id", "business_info"."owner_business_user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "business_info" ADD CONSTRAINT "business_info_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_info" ADD CONSTRAINT "business_info_owner_business_user_id_business_users_id_fk" FOREIGN KEY ("owner_business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_info_owner_profile_idx" ON "business_info" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_info_owner_business_user_idx" ON "business_info" USING btree ("owner_business_user_id");--> statement-breakpoint
-- A person's business info and a business user's were two tables of nearly one shape; their rows move here.
INSERT INTO "business_info" ("owner_profile_id", "company", "phone", "email", "website", "address", "postcode", "position_title", "updated_at")
	SELECT "profile_id", "company", "phone", "email", "website", "address", "postcode", "position_title", "updated_at" FROM "profile_business_info";--> statement-breakpoint
INSERT INTO "business_info" ("owner_business_user_id", "company", "phone", "email", "website", "address", "postcode", "opening_hours", "updated_at")
	SELECT "business_user_id", "company", "phone", "email", "website", "address", "postcode", "opening_hours", "updated_at" FROM "business_user_info";
