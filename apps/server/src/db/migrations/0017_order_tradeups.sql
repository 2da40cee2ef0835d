CREATE TABLE "order_tradeups" (
	"order_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_tradeups_order_id_activity_id_pk" PRIMARY KEY("order_id","activity_id"),
	CONSTRAINT "order_tradeups_quantity" CHECK ("order_tradeups"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_tradeups" ADD CONSTRAINT "order_tradeups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tradeups" ADD CONSTRAINT "order_tradeups_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_tradeups" ("order_id", "activity_id", "quantity")
SELECT l."order_id", t."activity_id", sum(l."quantity")
FROM "order_lines" l
JOIN "orders" o ON o."id" = l."order_id" AND o."status" <> 'cancelled'
JOIN "activity_tradeups" t ON t."goods_id" = l."goods_id"
WHERE l."kind" = 5
GROUP BY l."order_id", t."activity_id";
