DROP TABLE "business_user_links" CASCADE;--> statement-breakpoint
DROP TABLE "profile_links" CASCADE;