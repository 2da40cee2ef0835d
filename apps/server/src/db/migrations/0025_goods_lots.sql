CREATE TABLE "goods_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"quarantine_quantity" integer DEFAULT 0 NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"report_file" text,
	"report_type" text,
	"state" text DEFAULT 'selling' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_lots_quantity_non_negative" CHECK ("goods_lots"."quantity" >= 0),
	CONSTRAINT "goods_lots_quarantine_non_negative" CHECK ("goods_lots"."quarantine_quantity" >= 0),
	CONSTRAINT "goods_lots_state_known" CHECK ("goods_lots"."state" IN ('selling', 'frozen', 'expired')),
	CONSTRAINT "goods_lots_dates" CHECK ("goods_lots"."expiry_date" > "goods_lots"."production_date")
);
--> statement-breakpoint
CREATE TABLE "order_line_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_lots_quantity_positive" CHECK ("order_line_lots"."quantity" > 0),
	CONSTRAINT "order_line_lots_returned_within" CHECK ("order_line_lots"."returned_quantity" >= 0 AND "order_line_lots"."returned_quantity" <= "order_line_lots"."quantity")
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "goods_lots" ADD CONSTRAINT "goods_lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_lots_goods_lot_no" ON "goods_lots" USING btree ("goods_id","lot_no");--> statement-breakpoint
CREATE INDEX "goods_lots_fefo" ON "goods_lots" USING btree ("goods_id","expiry_date","received_at","id");--> statement-breakpoint
CREATE INDEX "goods_lots_selling_expiry" ON "goods_lots" USING btree ("expiry_date") WHERE "goods_lots"."state" = 'selling';--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_lots_line_lot" ON "order_line_lots" USING btree ("order_line_id","lot_id");--> statement-breakpoint
CREATE INDEX "order_line_lots_lot" ON "order_line_lots" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Stock held per lot (docs/decisions/2026-11-28-lots.md). Each goods with
-- stock, or bought on any order line, becomes one lot named after its
-- expiry date (yxq), made two years before it; the stock is its quantity.
-- A lot already past its date is expired by the lots job's first run, with
-- its ledger entry.
INSERT INTO "goods_lots" ("goods_id", "lot_no", "production_date", "expiry_date", "quantity", "received_at")
SELECT g."id", 'INIT-' || to_char(g."expiry_date", 'YYYYMMDD'),
  (g."expiry_date" - interval '2 years')::date, g."expiry_date", g."stock", g."created_at"
FROM "goods" g
WHERE g."stock" > 0 OR EXISTS (SELECT 1 FROM "order_lines" l WHERE l."goods_id" = g."id");--> statement-breakpoint
-- Every order line received that lot, so a cancel or return of an order placed
-- before this gives its units back to a lot. What already came back is counted
-- as returned: a cancelled order's lines, an unshipped line's refunded units.
INSERT INTO "order_line_lots" ("order_line_id", "lot_id", "quantity", "returned_quantity")
SELECT l."id", lot."id", l."quantity",
  CASE WHEN o."status" = 'cancelled' THEN l."quantity" ELSE l."unshipped_refund_quantity" END
FROM "order_lines" l
JOIN "orders" o ON o."id" = l."order_id"
JOIN "goods_lots" lot ON lot."goods_id" = l."goods_id"
WHERE l."quantity" > 0;
