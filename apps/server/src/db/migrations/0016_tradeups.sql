CREATE TABLE "activity_tradeups" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"per_order" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"stock_left" integer NOT NULL,
	CONSTRAINT "activity_tradeups_goods_id_unique" UNIQUE("goods_id"),
	CONSTRAINT "activity_tradeups_price" CHECK ("activity_tradeups"."price_fen" > 0),
	CONSTRAINT "activity_tradeups_per_order" CHECK ("activity_tradeups"."per_order" > 0),
	CONSTRAINT "activity_tradeups_threshold" CHECK ("activity_tradeups"."threshold_fen" > 0),
	CONSTRAINT "activity_tradeups_stock" CHECK ("activity_tradeups"."stock_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "kind" = CASE WHEN "miaosha_goods_id" IS NOT NULL THEN 1 WHEN "combination_id" IS NOT NULL THEN 3 WHEN "new_customer" THEN 4 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "activity_tradeups" ADD CONSTRAINT "activity_tradeups_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tradeups" ADD CONSTRAINT "activity_tradeups_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;