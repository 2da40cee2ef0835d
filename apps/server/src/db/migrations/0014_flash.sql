CREATE TABLE "flash_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_left" integer NOT NULL,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_goods_price_positive" CHECK ("flash_goods"."price_fen" > 0),
	CONSTRAINT "flash_goods_stock_within" CHECK ("flash_goods"."stock_left" >= 0 AND "flash_goods"."stock_left" <= "flash_goods"."stock_total"),
	CONSTRAINT "flash_goods_limit_non_negative" CHECK ("flash_goods"."limit_per_buyer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_purchases" (
	"company_id" integer NOT NULL,
	"flash_goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "flash_purchases_company_id_flash_goods_id_pk" PRIMARY KEY("company_id","flash_goods_id"),
	CONSTRAINT "flash_purchases_non_negative" CHECK ("flash_purchases"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_session_window" CHECK ("flash_sessions"."ends_at" > "flash_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "miaosha_goods_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "miaosha_goods_id" integer;--> statement-breakpoint
ALTER TABLE "flash_goods" ADD CONSTRAINT "flash_goods_session_id_flash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."flash_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_goods" ADD CONSTRAINT "flash_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_flash_goods_id_flash_goods_id_fk" FOREIGN KEY ("flash_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_goods_session_goods" ON "flash_goods" USING btree ("session_id","goods_id");--> statement-breakpoint
CREATE INDEX "flash_goods_goods" ON "flash_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "flash_sessions_window" ON "flash_sessions" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_miaosha_goods_id_flash_goods_id_fk" FOREIGN KEY ("miaosha_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_miaosha_goods_id_flash_goods_id_fk" FOREIGN KEY ("miaosha_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE restrict ON UPDATE no action;