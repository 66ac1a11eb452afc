CREATE TABLE "revoked_sign_ins" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "signed_out_everywhere_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revoked_sign_ins" ADD CONSTRAINT "revoked_sign_ins_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_sign_ins_expires_idx" ON "revoked_sign_ins" USING btree ("expires_at");