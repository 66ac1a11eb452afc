CREATE TABLE "business_user_numbers" (
	"business_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "business_user_numbers_business_user_id_kind_pk" PRIMARY KEY("business_user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"scopes" text[] NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"language" text NOT NULL,
	"request_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_action" CHECK (action in ('granted', 'changed', 'withdrawn', 'declined')),
	CONSTRAINT "consent_events_scopes" CHECK ("consent_events"."scopes" <@ array['name', 'email', 'phone', 'birthday']::text[])
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"tier" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_vouchers" (
	"package_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "package_vouchers_package_id_voucher_id_pk" PRIMARY KEY("package_id","voucher_id"),
	CONSTRAINT "package_vouchers_quantity" CHECK ("package_vouchers"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text,
	"brand" text,
	"last_digits" text,
	"expiration_month" integer,
	"expiration_year" integer,
	"saved_at" timestamp with time zone,
	CONSTRAINT "saved_cards_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"receipt_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_status" CHECK ("subscription_invoices"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "subscription_invoices_paid" CHECK (("subscription_invoices"."status" = 'paid') = ("subscription_invoices"."paid_at" is not null and "subscription_invoices"."receipt_number" is not null)),
	CONSTRAINT "subscription_invoices_amount" CHECK ("subscription_invoices"."amount_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"charge_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "tier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "business_user_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renew_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD COLUMN "subscription_invoice_id" uuid;--> statement-breakpoint
-- Subscriptions made before this migration (no way to subscribe existed: seeded ones) get their business
-- user, a card, a period of their package's length, and an end when cancelled.
UPDATE "subscriptions" s SET
	"business_user_id" = p."business_user_id",
	"payment_method" = 'card',
	"current_period_start" = s."current_period_end" - (case when p."period" = 'year' then interval '1 year' else interval '1 month' end),
	"access_until" = s."current_period_end",
	"renew_at" = case when s."status" = 'cancelled' then null else s."current_period_end" end,
	"ended_at" = case when s."status" = 'cancelled' then coalesce(s."cancelled_at", now()) else null end
FROM "packages" p WHERE p."id" = s."package_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "business_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "payment_method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "current_period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "access_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_user_numbers" ADD CONSTRAINT "business_user_numbers_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_vouchers" ADD CONSTRAINT "package_vouchers_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_vouchers" ADD CONSTRAINT "package_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_person_idx" ON "consent_events" USING btree ("profile_id","business_user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_events_business_user_idx" ON "consent_events" USING btree ("business_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_person_idx" ON "memberships" USING btree ("profile_id","business_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_number_idx" ON "memberships" USING btree ("business_user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_idx" ON "subscription_invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_invoices_attempt_idx" ON "subscription_invoices" USING btree ("next_attempt_at") WHERE "subscription_invoices"."status" = 'open' and "subscription_invoices"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "subscription_payments_invoice_idx" ON "subscription_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_subscription_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("subscription_invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_business_user_idx" ON "subscriptions" USING btree ("business_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_running_idx" ON "subscriptions" USING btree ("subscriber_profile_id","business_user_id") WHERE status in ('incomplete', 'trialing', 'active', 'past_due');--> statement-breakpoint
CREATE INDEX "subscriptions_renew_at_idx" ON "subscriptions" USING btree ("renew_at") WHERE "subscriptions"."renew_at" is not null;--> statement-breakpoint
CREATE INDEX "voucher_claims_subscription_idx" ON "voucher_claims" USING btree ("profile_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "voucher_claims"."subscription_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_trial_days" CHECK ("packages"."trial_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status" CHECK (status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'cancelled', 'lapsed'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method" CHECK ("subscriptions"."payment_method" in ('card', 'promptpay'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."current_period_end" >= "subscriptions"."current_period_start" and "subscriptions"."access_until" >= "subscriptions"."current_period_end");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_ended" CHECK ((ended_at is not null) = (status in ('incomplete_expired', 'cancelled', 'lapsed')));--> statement-breakpoint
DROP TYPE "public"."subscription_status";