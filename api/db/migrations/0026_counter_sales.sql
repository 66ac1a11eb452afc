-- n random Crockford base-32 characters (no I, L, O, U: easy to read aloud and type), from gen_random_uuid's random bytes: a person's member code.
CREATE FUNCTION "random_crockford"(n integer) RETURNS text LANGUAGE sql VOLATILE AS $$
	SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + get_byte(uuid_send(gen_random_uuid()), 0) % 32, 1), '') FROM generate_series(1, n)
$$;--> statement-breakpoint
CREATE TABLE "counter_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counter_order_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_order_lines_quantity" CHECK ("counter_order_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "counter_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timeline_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"created_by_profile_id" uuid,
	"customer_profile_id" uuid,
	"payment_method" text,
	"cash_received_satang" bigint,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_orders_payment_method" CHECK (payment_method is null or payment_method in ('cash', 'promptpay', 'card')),
	CONSTRAINT "counter_orders_cash" CHECK ("counter_orders"."cash_received_satang" is null or ("counter_orders"."payment_method" = 'cash' and "counter_orders"."cash_received_satang" >= 0))
);
--> statement-breakpoint
CREATE TABLE "sale_timelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_user_id" uuid NOT NULL,
	"opened_by_profile_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_payment_method";--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "business_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "buyer_profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_points" ADD COLUMN "member_code" text DEFAULT ('M' || random_crockford(10)) NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "origin" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "timeline_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cash_received_satang" bigint;--> statement-breakpoint
ALTER TABLE "counter_order_lines" ADD CONSTRAINT "counter_order_lines_counter_order_id_counter_orders_id_fk" FOREIGN KEY ("counter_order_id") REFERENCES "public"."counter_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_order_lines" ADD CONSTRAINT "counter_order_lines_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_orders" ADD CONSTRAINT "counter_orders_timeline_id_sale_timelines_id_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."sale_timelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_orders" ADD CONSTRAINT "counter_orders_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_orders" ADD CONSTRAINT "counter_orders_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_orders" ADD CONSTRAINT "counter_orders_customer_profile_id_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_timelines" ADD CONSTRAINT "sale_timelines_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_timelines" ADD CONSTRAINT "sale_timelines_opened_by_profile_id_profiles_id_fk" FOREIGN KEY ("opened_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_order_lines_item_option_idx" ON "counter_order_lines" USING btree ("counter_order_id","content_item_id","option");--> statement-breakpoint
CREATE INDEX "counter_orders_timeline_idx" ON "counter_orders" USING btree ("timeline_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_timelines_open_idx" ON "sale_timelines" USING btree ("business_user_id") WHERE "sale_timelines"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "sale_timelines_business_user_idx" ON "sale_timelines" USING btree ("business_user_id","opened_at");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_timeline_id_sale_timelines_id_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."sale_timelines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_timeline_idx" ON "purchase_orders" USING btree ("timeline_id") WHERE "purchase_orders"."timeline_id" is not null;--> statement-breakpoint
ALTER TABLE "account_points" ADD CONSTRAINT "account_points_member_code_unique" UNIQUE("member_code");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_origin" CHECK (origin in ('shop', 'counter'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_origin_parts" CHECK (case "purchase_orders"."origin" when 'shop' then "purchase_orders"."business_order_id" is not null and "purchase_orders"."buyer_profile_id" is not null and "purchase_orders"."phone" is not null and "purchase_orders"."timeline_id" is null else "purchase_orders"."timeline_id" is not null and ("purchase_orders"."buyer_profile_id" is null) = ("purchase_orders"."business_order_id" is null) end);--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cash" CHECK ("purchase_orders"."cash_received_satang" is null or ("purchase_orders"."payment_method" = 'cash' and "purchase_orders"."cash_received_satang" >= "purchase_orders"."total_satang"));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_payment_method" CHECK (payment_method in ('cash', 'promptpay', 'card') and (payment_method <> 'cash' or origin = 'counter'));--> statement-breakpoint
-- A counter sale paid is handed over at once (api/shop/order-states.ts, handOver).
INSERT INTO "purchase_order_transitions" ("from_status", "to_status") VALUES ('paid', 'completed');