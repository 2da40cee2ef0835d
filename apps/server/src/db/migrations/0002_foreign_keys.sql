CREATE TABLE "activity_purchases" (
	"company_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "activity_purchases_company_id_activity_id_goods_id_pk" PRIMARY KEY("company_id","activity_id","goods_id"),
	CONSTRAINT "activity_purchases_non_negative" CHECK ("activity_purchases"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "full_reduction_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "full_reduction_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Rows that lost their owner before foreign keys existed go the way ON DELETE
-- now sends them, so the constraints below can be added to a live database.
DELETE FROM "cart_lines" c WHERE NOT EXISTS (SELECT 1 FROM "goods" g WHERE g.id = c.goods_id) OR NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = c.user_id) OR NOT EXISTS (SELECT 1 FROM "companies" co WHERE co.id = c.company_id);--> statement-breakpoint
DELETE FROM "favorites" f WHERE NOT EXISTS (SELECT 1 FROM "goods" g WHERE g.id = f.goods_id) OR NOT EXISTS (SELECT 1 FROM "companies" co WHERE co.id = f.company_id);--> statement-breakpoint
DELETE FROM "sessions" s WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = s.user_id);--> statement-breakpoint
DELETE FROM "addresses" a WHERE NOT EXISTS (SELECT 1 FROM "companies" co WHERE co.id = a.company_id);--> statement-breakpoint
DELETE FROM "credentials" c WHERE NOT EXISTS (SELECT 1 FROM "companies" co WHERE co.id = c.company_id);--> statement-breakpoint
UPDATE "coupons" c SET "order_id" = NULL WHERE "order_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o.id = c.order_id);--> statement-breakpoint
UPDATE "companies" c SET "service_contact_id" = NULL WHERE "service_contact_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "service_contacts" s WHERE s.id = c.service_contact_id);--> statement-breakpoint
-- A new company starts at rank 1, so rank 1 exists in every database, demo or not.
INSERT INTO "ranks" ("id", "name") VALUES (1, '普通会员') ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ranks', 'id'), greatest((SELECT max(id) FROM "ranks"), 1));--> statement-breakpoint
-- Activity membership moves from a goods column to its own table. Orders placed
-- before this migration did not record their activity; they do not count
-- toward per-buyer activity limits.
INSERT INTO "full_reduction_goods" ("activity_id", "goods_id") SELECT g.full_reduction_id, g.id FROM "goods" g WHERE g.full_reduction_id IS NOT NULL AND EXISTS (SELECT 1 FROM "full_reductions" f WHERE f.id = g.full_reduction_id);--> statement-breakpoint
ALTER TABLE "activity_purchases" ADD CONSTRAINT "activity_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_purchases" ADD CONSTRAINT "activity_purchases_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_purchases" ADD CONSTRAINT "activity_purchases_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_goods" ADD CONSTRAINT "full_reduction_goods_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_goods" ADD CONSTRAINT "full_reduction_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "full_reduction_goods_goods" ON "full_reduction_goods" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_service_contact_id_service_contacts_id_fk" FOREIGN KEY ("service_contact_id") REFERENCES "public"."service_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_root_id_categories_id_fk" FOREIGN KEY ("category_root_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_zone_category_id_categories_id_fk" FOREIGN KEY ("zone_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_zone_category_root_id_categories_id_fk" FOREIGN KEY ("zone_category_root_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "full_reduction_id";