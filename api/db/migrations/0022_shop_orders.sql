CREATE TABLE "business_user_order_counts" (
	"business_user_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "business_user_order_counts_business_user_id_stage_pk" PRIMARY KEY("business_user_id","stage")
);
--> statement-breakpoint
CREATE TABLE "business_user_order_numbers" (
	"business_user_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"charge_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_status" CHECK ("order_payments"."status" in ('pending', 'successful', 'failed', 'expired')),
	CONSTRAINT "order_payments_amounts" CHECK ("order_payments"."amount_satang" > 0 and "order_payments"."refunded_satang" between 0 and "order_payments"."amount_satang")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by" text NOT NULL,
	"by_profile_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_events_first" CHECK (from_status is not null or to_status = 'awaiting_payment'),
	CONSTRAINT "purchase_order_events_by" CHECK (by in ('buyer', 'seller', 'system', 'gateway'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_satang" bigint NOT NULL,
	"stock_counted" boolean NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity" CHECK ("purchase_order_lines"."quantity" between 1 and 99),
	CONSTRAINT "purchase_order_lines_price" CHECK ("purchase_order_lines"."price_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_transitions" (
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	CONSTRAINT "purchase_order_transitions_from_status_to_status_pk" PRIMARY KEY("from_status","to_status")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_order_id" uuid NOT NULL,
	"buyer_profile_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"stage" text GENERATED ALWAYS AS (case status when 'awaiting_payment' then 'unpaid' when 'paid' then 'new' when 'accepted' then 'to-prepare' when 'ready' then 'ready' when 'shipped' then 'ready' when 'completed' then 'completed' when 'cancelled' then 'cancelled' when 'refunded' then 'cancelled' when 'expired' then 'cancelled' end) STORED NOT NULL,
	"delivery" text NOT NULL,
	"address" text,
	"postcode" text,
	"phone" text NOT NULL,
	"note" text,
	"payment_method" text NOT NULL,
	"total_satang" bigint NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"tracking_number" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status" CHECK (status in ('awaiting_payment', 'paid', 'accepted', 'ready', 'shipped', 'completed', 'cancelled', 'refunded', 'expired')),
	CONSTRAINT "purchase_orders_delivery" CHECK (delivery in ('pickup', 'deliver', 'e-ticket')),
	CONSTRAINT "purchase_orders_payment_method" CHECK (payment_method in ('promptpay', 'card')),
	CONSTRAINT "purchase_orders_address" CHECK (("purchase_orders"."delivery" = 'deliver') = ("purchase_orders"."address" is not null and "purchase_orders"."postcode" is not null)),
	CONSTRAINT "purchase_orders_total" CHECK ("purchase_orders"."total_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_info" ADD COLUMN "prompt_pay_id" text;--> statement-breakpoint
ALTER TABLE "business_user_order_counts" ADD CONSTRAINT "business_user_order_counts_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_user_order_numbers" ADD CONSTRAINT "business_user_order_numbers_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_by_profile_id_profiles_id_fk" FOREIGN KEY ("by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_from_status_to_status_purchase_order_transitions_from_status_to_status_fk" FOREIGN KEY ("from_status","to_status") REFERENCES "public"."purchase_order_transitions"("from_status","to_status") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_business_order_id_business_orders_id_fk" FOREIGN KEY ("business_order_id") REFERENCES "public"."business_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_profile_id_profiles_id_fk" FOREIGN KEY ("buyer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_charge_idx" ON "order_payments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("purchase_order_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_events_order_idx" ON "purchase_order_events" USING btree ("purchase_order_id","at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_seller_number_idx" ON "purchase_orders" USING btree ("business_user_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_seller_stage_idx" ON "purchase_orders" USING btree ("business_user_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_seller_created_idx" ON "purchase_orders" USING btree ("business_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_idx" ON "purchase_orders" USING btree ("buyer_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_business_order_idx" ON "purchase_orders" USING btree ("business_order_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_unpaid_idx" ON "purchase_orders" USING btree ("pay_by") WHERE "purchase_orders"."status" = 'awaiting_payment';--> statement-breakpoint
-- The changes of state api/shop/order-states.ts allows (order-states.test.ts keeps the two the same).
INSERT INTO "purchase_order_transitions" ("from_status", "to_status") VALUES
	('accepted', 'cancelled'),
	('accepted', 'ready'),
	('awaiting_payment', 'cancelled'),
	('awaiting_payment', 'expired'),
	('awaiting_payment', 'paid'),
	('cancelled', 'refunded'),
	('expired', 'paid'),
	('expired', 'refunded'),
	('paid', 'accepted'),
	('paid', 'cancelled'),
	('ready', 'cancelled'),
	('ready', 'completed'),
	('ready', 'shipped'),
	('shipped', 'completed');--> statement-breakpoint
-- Any other change of an order's status is refused by the database too, whatever code tries it.
CREATE FUNCTION "purchase_orders_check_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status IS DISTINCT FROM OLD.status AND NOT EXISTS (
		SELECT 1 FROM purchase_order_transitions WHERE from_status = OLD.status AND to_status = NEW.status
	) THEN
		RAISE EXCEPTION 'purchase order % may not go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "purchase_orders_transition" BEFORE UPDATE OF "status" ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION "purchase_orders_check_transition"();
--> statement-breakpoint
-- The Sales page's counts follow every order placed and every change of its stage.
CREATE FUNCTION "purchase_orders_count_stages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.stage = OLD.stage THEN RETURN NULL; END IF;
		UPDATE business_user_order_counts SET orders = orders - 1 WHERE business_user_id = OLD.business_user_id AND stage = OLD.stage;
	END IF;
	INSERT INTO business_user_order_counts (business_user_id, stage, orders) VALUES (NEW.business_user_id, NEW.stage, 1)
		ON CONFLICT (business_user_id, stage) DO UPDATE SET orders = business_user_order_counts.orders + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "purchase_orders_stage_counts" AFTER INSERT OR UPDATE OF "status" ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION "purchase_orders_count_stages"();
