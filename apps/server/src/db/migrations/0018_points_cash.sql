ALTER TABLE "points_goods" ADD COLUMN "cash_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "cash_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_cash" CHECK ("points_goods"."cash_fen" >= 0);--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_cash" CHECK ("points_orders"."cash_fen" >= 0);