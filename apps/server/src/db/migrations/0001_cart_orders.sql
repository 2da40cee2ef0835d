CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"original_price" boolean DEFAULT false NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_amount_positive" CHECK ("coupons"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "full_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"goods_fen" integer NOT NULL,
	"reduction_fen" integer NOT NULL,
	"coupon_fen" integer NOT NULL,
	"shipping_fen" integer NOT NULL,
	"pay_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"pay_method" text,
	"invoice_type" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"traces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "order_pay_non_negative" CHECK ("orders"."pay_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_txn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_non_negative" CHECK ("wallets"."balance_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "full_reduction_id" integer;--> statement-breakpoint
CREATE INDEX "addresses_company" ON "addresses" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_goods" ON "cart_lines" USING btree ("user_id","goods_id","kind","original_price");--> statement-breakpoint
CREATE INDEX "coupons_company" ON "coupons" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_key" ON "orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_status" ON "orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_ledger_company" ON "wallet_ledger" USING btree ("company_id","id");