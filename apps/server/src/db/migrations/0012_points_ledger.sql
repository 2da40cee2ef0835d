CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"points_after" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"basis_fen" integer,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_after_non_negative" CHECK ("points_ledger"."points_after" >= 0),
	CONSTRAINT "points_ledger_shortfall_non_negative" CHECK ("points_ledger"."shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_company" ON "points_ledger" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "points_ledger_order" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_earned" ON "points_ledger" USING btree ("order_id","kind") WHERE "points_ledger"."kind" = 1;--> statement-breakpoint
-- Nothing wrote points before; a negative one would be a typo by hand.
UPDATE "companies" SET "points" = 0 WHERE "points" < 0;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_points_non_negative" CHECK ("companies"."points" >= 0);--> statement-breakpoint
-- Points held before the ledger existed get an opening entry, so every
-- company's entries add up to its balance from the start.
INSERT INTO "points_ledger" ("company_id", "delta", "points_after", "kind", "remark")
SELECT "id", "points", "points", 3, '期初积分' FROM "companies" WHERE "points" > 0;