ALTER TABLE "order_lines" ADD COLUMN "reduction_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discounts_within" CHECK ("order_lines"."reduction_fen" >= 0 AND "order_lines"."coupon_fen" >= 0 AND "order_lines"."reduction_fen" + "order_lines"."coupon_fen" <= "order_lines"."amount_fen");--> statement-breakpoint
-- Orders placed before: their discounts spread over every line by amount,
-- rounded up, so no line's share of what was paid comes out larger than before.
UPDATE "order_lines" AS l SET
  "reduction_fen" = LEAST(l."amount_fen", CEIL(l."amount_fen"::numeric * o."reduction_fen" / o."goods_fen")::int),
  "coupon_fen" = LEAST(
    l."amount_fen" - LEAST(l."amount_fen", CEIL(l."amount_fen"::numeric * o."reduction_fen" / o."goods_fen")::int),
    CEIL(l."amount_fen"::numeric * o."coupon_fen" / o."goods_fen")::int)
FROM "orders" AS o
WHERE o."id" = l."order_id" AND o."goods_fen" > 0 AND (o."reduction_fen" > 0 OR o."coupon_fen" > 0);
