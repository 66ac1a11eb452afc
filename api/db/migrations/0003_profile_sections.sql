CREATE TYPE "public"."education_experience_kind" AS ENUM('education', 'experience');--> statement-breakpoint
CREATE TABLE "profile_business_info" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"company" text,
	"position_title" text,
	"phone" text,
	"email" text,
	"website" text,
	"address" text,
	"postcode" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_education_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" "education_experience_kind" NOT NULL,
	"title" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_education_experiences_range" CHECK ("profile_education_experiences"."ends_on" is null or "profile_education_experiences"."ends_on" >= "profile_education_experiences"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "profile_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_our_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_skill_talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" smallint,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_skill_talents_level" CHECK ("profile_skill_talents"."level" is null or "profile_skill_talents"."level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "overview" text;--> statement-breakpoint
ALTER TABLE "profile_business_info" ADD CONSTRAINT "profile_business_info_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education_experiences" ADD CONSTRAINT "profile_education_experiences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_our_stories" ADD CONSTRAINT "profile_our_stories_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skill_talents" ADD CONSTRAINT "profile_skill_talents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_education_experiences_profile_idx" ON "profile_education_experiences" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_links_profile_idx" ON "profile_links" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_our_stories_profile_idx" ON "profile_our_stories" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_skill_talents_profile_idx" ON "profile_skill_talents" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "content_items_owner_profile_created_idx" ON "content_items" USING btree ("owner_profile_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."deleted_at" is null;