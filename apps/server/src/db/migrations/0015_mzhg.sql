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
ALTER TABLE "activity_gifts" ADD CONSTRAINT "activity_gifts_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_gifts" ADD CONSTRAINT "activity_gifts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;