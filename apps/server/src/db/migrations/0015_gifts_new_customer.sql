CREATE TABLE "activity_gifts" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"stock_left" integer NOT NULL,
	CONSTRAINT "activity_gifts_quantity" CHECK ("activity_gifts"."quantity" > 0),
	CONSTRAINT "activity_gifts_threshold" CHECK ("activity_gifts"."threshold_fen" > 0),
	CONSTRAINT "activity_gifts_stock" CHECK ("activity_gifts"."stock_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_gifts" (
	"order_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_gifts_order_id_activity_id_pk" PRIMARY KEY("order_id","activity_id"),
	CONSTRAINT "order_gifts_quantity" CHECK ("order_gifts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "xr_claims" (
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xr_claims_company_id_goods_id_pk" PRIMARY KEY("company_id","goods_id"),
	CONSTRAINT "xr_claims_quantity" CHECK ("xr_claims"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "xr_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"limit_per_buyer" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xr_goods_window" CHECK ("xr_goods"."ends_at" > "xr_goods"."starts_at"),
	CONSTRAINT "xr_goods_price" CHECK ("xr_goods"."price_fen" > 0),
	CONSTRAINT "xr_goods_limit" CHECK ("xr_goods"."limit_per_buyer" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "new_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_gifts" ADD CONSTRAINT "activity_gifts_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_gifts" ADD CONSTRAINT "activity_gifts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xr_claims" ADD CONSTRAINT "xr_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xr_claims" ADD CONSTRAINT "xr_claims_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xr_goods" ADD CONSTRAINT "xr_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xr_goods_goods" ON "xr_goods" USING btree ("goods_id");