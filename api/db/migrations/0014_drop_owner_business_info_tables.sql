DROP TABLE "business_user_info" CASCADE;--> statement-breakpoint
DROP TABLE "profile_business_info" CASCADE;