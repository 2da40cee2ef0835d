CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"tree" text DEFAULT 'main' NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'pharmacy' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"review" text DEFAULT 'draft' NOT NULL,
	"rank_id" integer DEFAULT 1 NOT NULL,
	"service_contact_id" integer,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_chain" boolean DEFAULT false NOT NULL,
	"can_chat" boolean DEFAULT false NOT NULL,
	"show_preferred" boolean DEFAULT true NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_company_id_goods_id_pk" PRIMARY KEY("company_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "focus_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_initials" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_initials" text NOT NULL,
	"specification" text NOT NULL,
	"dosage_form" text NOT NULL,
	"unit" text NOT NULL,
	"case_quantity" integer NOT NULL,
	"mid_pack_quantity" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"is_short_expiry" boolean DEFAULT false NOT NULL,
	"national_code" text NOT NULL,
	"approval_number" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"purchase_limit" integer DEFAULT 0 NOT NULL,
	"purchase_minimum" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"market_price_fen" integer NOT NULL,
	"original_price_fen" integer NOT NULL,
	"ladder_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"category_root_id" integer NOT NULL,
	"zone_category_id" integer,
	"zone_category_root_id" integer,
	"warehouse_id" smallint DEFAULT 1 NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"activity_type" smallint DEFAULT 0 NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"is_clinic" boolean DEFAULT false NOT NULL,
	"is_device" boolean DEFAULT false NOT NULL,
	"is_health" boolean DEFAULT false NOT NULL,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_count" smallint DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_non_negative" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_mid_pack_non_negative" CHECK ("goods"."mid_pack_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE INDEX "categories_tree_parent" ON "categories" USING btree ("tree","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_company_kind" ON "credentials" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "focus_position" ON "focus_items" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "goods_category" ON "goods" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "goods_category_root" ON "goods" USING btree ("category_root_id","id");--> statement-breakpoint
CREATE INDEX "goods_zone_category" ON "goods" USING btree ("zone_category_id","id");--> statement-breakpoint
CREATE INDEX "goods_zone_category_root" ON "goods" USING btree ("zone_category_root_id","id");--> statement-breakpoint
CREATE INDEX "goods_name_prefix" ON "goods" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_name_initials_prefix" ON "goods" USING btree ("name_initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_manufacturer_prefix" ON "goods" USING btree ("manufacturer" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_manufacturer_initials_prefix" ON "goods" USING btree ("manufacturer_initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_sales" ON "goods" USING btree ("sales","id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile" ON "sms_codes" USING btree ("mobile","purpose","id");