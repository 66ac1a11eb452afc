CREATE TABLE "business_user_invoice_numbers" (
	"business_user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "business_user_invoice_numbers_business_user_id_year_pk" PRIMARY KEY("business_user_id","year")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"purchase_order_id" uuid PRIMARY KEY NOT NULL,
	"business_user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"seller_branch" text NOT NULL,
	"seller_address" text NOT NULL,
	"total_satang" bigint NOT NULL,
	"vat_satang" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_amounts" CHECK ("tax_invoices"."vat_satang" between 0 and "tax_invoices"."total_satang")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_events" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "business_info" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "business_info" ADD COLUMN "tax_branch" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_name" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_tax_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_branch" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "business_user_invoice_numbers" ADD CONSTRAINT "business_user_invoice_numbers_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_idx" ON "tax_invoices" USING btree ("business_user_id","year","sequence");--> statement-breakpoint
ALTER TABLE "business_info" ADD CONSTRAINT "business_info_tax_id" CHECK (("business_info"."tax_id" is null or "business_info"."tax_id" ~ '^[0-9]{13}$') and ("business_info"."tax_branch" is null or "business_info"."tax_branch" ~ '^[0-9]{5}$') and ("business_info"."tax_id" is null) = ("business_info"."tax_branch" is null));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_invoice" CHECK (num_nonnulls("purchase_orders"."invoice_name", "purchase_orders"."invoice_tax_id", "purchase_orders"."invoice_branch", "purchase_orders"."invoice_address") in (0, 4) and ("purchase_orders"."invoice_tax_id" is null or ("purchase_orders"."invoice_tax_id" ~ '^[0-9]{13}$' and "purchase_orders"."invoice_branch" ~ '^[0-9]{5}$')));