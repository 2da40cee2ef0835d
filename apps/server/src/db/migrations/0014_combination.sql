CREATE TABLE "combination_goods" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "combination_goods_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id"),
	CONSTRAINT "combination_goods_quantity_positive" CHECK ("combination_goods"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "combination_purchases" (
	"company_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "combination_purchases_company_id_combination_id_pk" PRIMARY KEY("company_id","combination_id"),
	CONSTRAINT "combination_purchases_non_negative" CHECK ("combination_purchases"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combinations_price_positive" CHECK ("combinations"."price_fen" > 0),
	CONSTRAINT "combinations_stock_non_negative" CHECK ("combinations"."stock" >= 0),
	CONSTRAINT "combinations_limit_non_negative" CHECK ("combinations"."limit_per_buyer" >= 0),
	CONSTRAINT "combinations_window" CHECK ("combinations"."ends_at" > "combinations"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "order_combinations" (
	"order_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_combinations_order_id_combination_id_pk" PRIMARY KEY("order_id","combination_id"),
	CONSTRAINT "order_combinations_number_positive" CHECK ("order_combinations"."number" > 0)
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_goods";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "combination_goods" ADD CONSTRAINT "combination_goods_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_goods" ADD CONSTRAINT "combination_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_purchases" ADD CONSTRAINT "combination_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_purchases" ADD CONSTRAINT "combination_purchases_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_combinations" ADD CONSTRAINT "order_combinations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_combinations" ADD CONSTRAINT "order_combinations_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combination_goods_goods" ON "combination_goods" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_goods" UNIQUE NULLS NOT DISTINCT("user_id","goods_id","kind","original_price","combination_id");