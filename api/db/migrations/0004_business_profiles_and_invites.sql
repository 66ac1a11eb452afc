CREATE TABLE "business_user_info" (
	"business_user_id" uuid PRIMARY KEY NOT NULL,
	"company" text,
	"phone" text,
	"email" text,
	"website" text,
	"address" text,
	"postcode" text,
	"opening_hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_user_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_user_id" uuid NOT NULL,
	"created_by_profile_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_user_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "overview" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "our_business" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "our_story" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "business_users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "business_user_info" ADD CONSTRAINT "business_user_info_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_invites" ADD CONSTRAINT "business_user_invites_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_invites" ADD CONSTRAINT "business_user_invites_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_links" ADD CONSTRAINT "business_user_links_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_user_invites_business_user_idx" ON "business_user_invites" USING btree ("business_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_user_links_business_user_idx" ON "business_user_links" USING btree ("business_user_id","position");