CREATE TABLE "business_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_profile_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_order_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"seen_price_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 99),
	CONSTRAINT "cart_lines_seen_price" CHECK ("cart_lines"."seen_price_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_orders" ADD CONSTRAINT "business_orders_buyer_profile_id_profiles_id_fk" FOREIGN KEY ("buyer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_orders" ADD CONSTRAINT "business_orders_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_business_order_id_business_orders_id_fk" FOREIGN KEY ("business_order_id") REFERENCES "public"."business_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_orders_buyer_seller_idx" ON "business_orders" USING btree ("buyer_profile_id","business_user_id");--> statement-breakpoint
CREATE INDEX "business_orders_seller_idx" ON "business_orders" USING btree ("business_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_item_option_idx" ON "cart_lines" USING btree ("business_order_id","content_item_id","option");--> statement-breakpoint
CREATE INDEX "cart_lines_item_idx" ON "cart_lines" USING btree ("content_item_id");