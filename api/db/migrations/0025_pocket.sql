CREATE TABLE "business_user_rewards" (
	"business_user_id" uuid PRIMARY KEY NOT NULL,
	"baht_per_point" integer,
	"counter_points" integer,
	"counter_radius_m" integer,
	"counter_location" "point",
	"counter_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_user_rewards_counter_code_unique" UNIQUE("counter_code"),
	CONSTRAINT "business_user_rewards_baht_per_point" CHECK ("business_user_rewards"."baht_per_point" is null or "business_user_rewards"."baht_per_point" between 1 and 100000),
	CONSTRAINT "business_user_rewards_counter_points" CHECK ("business_user_rewards"."counter_points" is null or "business_user_rewards"."counter_points" between 1 and 1000),
	CONSTRAINT "business_user_rewards_counter_radius" CHECK ("business_user_rewards"."counter_radius_m" is null or ("business_user_rewards"."counter_radius_m" between 10 and 50000 and "business_user_rewards"."counter_location" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit" text NOT NULL,
	"profile_id" uuid,
	"business_user_id" uuid,
	"system_name" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_unit" CHECK ("ledger_accounts"."unit" in ('points', 'tokens', 'experience')),
	CONSTRAINT "ledger_accounts_one_holder" CHECK (num_nonnulls("ledger_accounts"."profile_id", "ledger_accounts"."business_user_id", "ledger_accounts"."system_name") = 1),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit" text NOT NULL,
	"from_account_id" uuid NOT NULL,
	"to_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" uuid,
	"business_user_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."from_account_id" <> "ledger_transfers"."to_account_id"),
	CONSTRAINT "ledger_transfers_reason" CHECK ("ledger_transfers"."reason" in ('sale', 'counter', 'voucher', 'voucher_returned', 'expiry', 'opening', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "point_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"business_user_id" uuid NOT NULL,
	"purchase_order_id" uuid,
	"points" integer NOT NULL,
	"experience" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "point_codes_purchase_order_id_unique" UNIQUE("purchase_order_id"),
	CONSTRAINT "point_codes_points" CHECK ("point_codes"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"once_key" text NOT NULL,
	"business_user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"point_code_id" uuid,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_collections_once_key_unique" UNIQUE("once_key")
);
--> statement-breakpoint
CREATE TABLE "point_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_lots_remaining" CHECK ("point_lots"."remaining" between 0 and "point_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"idempotency_key" text NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_claims_code_unique" UNIQUE("code"),
	CONSTRAINT "voucher_claims_status" CHECK ("voucher_claims"."status" in ('held', 'redeemed')),
	CONSTRAINT "voucher_claims_redeemed" CHECK (("voucher_claims"."status" = 'redeemed') = ("voucher_claims"."redeemed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"by_profile_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_profile_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value_satang" bigint,
	"percent" integer,
	"points_cost" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_person" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value" CHECK (num_nonnulls("vouchers"."value_satang", "vouchers"."percent") = 1),
	CONSTRAINT "vouchers_value_satang" CHECK ("vouchers"."value_satang" is null or "vouchers"."value_satang" between 100 and 10000000),
	CONSTRAINT "vouchers_percent" CHECK ("vouchers"."percent" is null or "vouchers"."percent" between 1 and 100),
	CONSTRAINT "vouchers_points_cost" CHECK ("vouchers"."points_cost" between 0 and 1000000),
	CONSTRAINT "vouchers_quantity" CHECK ("vouchers"."quantity" is null or ("vouchers"."quantity" >= 1 and "vouchers"."claimed" <= "vouchers"."quantity")),
	CONSTRAINT "vouchers_claimed" CHECK ("vouchers"."claimed" >= 0),
	CONSTRAINT "vouchers_per_person" CHECK ("vouchers"."per_person" between 1 and 100),
	CONSTRAINT "vouchers_valid" CHECK ("vouchers"."valid_until" > "vouchers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "voucher_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "discount_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_user_rewards" ADD CONSTRAINT "business_user_rewards_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_codes" ADD CONSTRAINT "point_codes_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_codes" ADD CONSTRAINT "point_codes_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_collections" ADD CONSTRAINT "point_collections_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_collections" ADD CONSTRAINT "point_collections_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_collections" ADD CONSTRAINT "point_collections_point_code_id_point_codes_id_fk" FOREIGN KEY ("point_code_id") REFERENCES "public"."point_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_redeemed_by_profile_id_profiles_id_fk" FOREIGN KEY ("redeemed_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_claim_id_voucher_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."voucher_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_by_profile_id_profiles_id_fk" FOREIGN KEY ("by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_undone_by_profile_id_profiles_id_fk" FOREIGN KEY ("undone_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_person_idx" ON "ledger_accounts" USING btree ("profile_id","unit") WHERE "ledger_accounts"."profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_business_user_idx" ON "ledger_accounts" USING btree ("business_user_id","unit") WHERE "ledger_accounts"."business_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_idx" ON "ledger_accounts" USING btree ("system_name","unit") WHERE "ledger_accounts"."system_name" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "point_collections_business_user_idx" ON "point_collections" USING btree ("business_user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_lots_open_idx" ON "point_lots" USING btree ("account_id","expires_at","id") WHERE "point_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "point_lots_due_idx" ON "point_lots" USING btree ("expires_at") WHERE "point_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "voucher_claims_profile_idx" ON "voucher_claims" USING btree ("profile_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voucher_claims_voucher_idx" ON "voucher_claims" USING btree ("voucher_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_claims_idempotency_idx" ON "voucher_claims" USING btree ("profile_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_claim_idx" ON "voucher_redemptions" USING btree ("claim_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voucher_redemptions_business_user_idx" ON "voucher_redemptions" USING btree ("business_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_business_user_idx" ON "vouchers" USING btree ("business_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_offered_idx" ON "vouchers" USING btree ("valid_until","id") WHERE "vouchers"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_voucher_claim_id_voucher_claims_id_fk" FOREIGN KEY ("voucher_claim_id") REFERENCES "public"."voucher_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_discount" CHECK ("purchase_orders"."discount_satang" >= 0);--> statement-breakpoint
-- The ledger is written once: a transfer and its entries are never changed or removed (a mistake is put right by another transfer).
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
-- A person's balances are shown from account_points (the signed-in state); it follows their ledger accounts in the same transaction.
CREATE FUNCTION "ledger_accounts_to_account_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.profile_id IS NULL THEN RETURN NEW; END IF;
	IF NEW.unit = 'points' THEN
		UPDATE account_points SET point = NEW.balance, updated_at = now() WHERE profile_id = NEW.profile_id;
	ELSIF NEW.unit = 'tokens' THEN
		UPDATE account_points SET token_total = NEW.balance / 10000.0, updated_at = now() WHERE profile_id = NEW.profile_id;
	ELSE
		UPDATE account_points SET total_experience = NEW.balance / 10000.0, updated_at = now() WHERE profile_id = NEW.profile_id;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_to_account_points" AFTER INSERT OR UPDATE OF "balance" ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_to_account_points"();--> statement-breakpoint
-- What account_points held before the ledger comes into it as an opening transfer from the system's "opening" account, so every balance is the sum of its entries.
INSERT INTO "ledger_accounts" ("unit", "system_name", "allow_negative") VALUES ('points', 'opening', true), ('tokens', 'opening', true), ('experience', 'opening', true), ('points', 'expired', false);--> statement-breakpoint
CREATE TEMPORARY TABLE "pocket_openings" AS
	SELECT p.profile_id, u.unit, u.amount FROM "account_points" p
	CROSS JOIN LATERAL (VALUES ('points', p.point::bigint), ('tokens', round(p.token_total * 10000)::bigint), ('experience', round(p.total_experience * 10000)::bigint)) AS u(unit, amount)
	WHERE u.amount > 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("unit", "profile_id") SELECT unit, profile_id FROM "pocket_openings";--> statement-breakpoint
INSERT INTO "ledger_transfers" ("unit", "from_account_id", "to_account_id", "amount", "reason", "reference_type", "idempotency_key")
	SELECT o.unit, s.id, a.id, o.amount, 'opening', 'account_points', 'opening:' || o.profile_id || ':' || o.unit
	FROM "pocket_openings" o
	JOIN "ledger_accounts" a ON a.profile_id = o.profile_id AND a.unit = o.unit
	JOIN "ledger_accounts" s ON s.system_name = 'opening' AND s.unit = o.unit;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "account_id", "amount", "balance_after")
	SELECT t.id, t.from_account_id, -t.amount, -sum(t.amount) OVER (PARTITION BY t.from_account_id ORDER BY t.id) FROM "ledger_transfers" t
	UNION ALL
	SELECT t.id, t.to_account_id, t.amount, t.amount FROM "ledger_transfers" t;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = e.total FROM (SELECT account_id, sum(amount) AS total FROM "ledger_entries" GROUP BY account_id) e WHERE e.account_id = a.id;--> statement-breakpoint
INSERT INTO "point_lots" ("account_id", "transfer_id", "amount", "remaining", "expires_at")
	SELECT t.to_account_id, t.id, t.amount, t.amount, now() + interval '12 months' FROM "ledger_transfers" t WHERE t.unit = 'points';--> statement-breakpoint
DROP TABLE "pocket_openings";
