CREATE TABLE "account_points" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"token_total" numeric(18, 4) DEFAULT 0 NOT NULL,
	"total_experience" numeric(18, 6) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_user_members" (
	"business_user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"grants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_user_members_business_user_id_profile_id_pk" PRIMARY KEY("business_user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "business_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"identity_sub" text NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"image_url" text,
	"phone_number" text,
	"birthday" date,
	"country" text,
	"province" text,
	"city" text,
	"is_professional" boolean DEFAULT false NOT NULL,
	"about_title" text,
	"about_description" text,
	"specialty" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "profiles_identity_sub_unique" UNIQUE("identity_sub")
);
--> statement-breakpoint
ALTER TABLE "account_points" ADD CONSTRAINT "account_points_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_members" ADD CONSTRAINT "business_user_members_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_members" ADD CONSTRAINT "business_user_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_members" ADD CONSTRAINT "business_user_members_added_by_profile_id_profiles_id_fk" FOREIGN KEY ("added_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_users" ADD CONSTRAINT "business_users_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_users" ADD CONSTRAINT "business_users_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_accounts_owner_idx" ON "business_accounts" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "business_user_members_profile_idx" ON "business_user_members" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "business_users_account_idx" ON "business_users" USING btree ("business_account_id");