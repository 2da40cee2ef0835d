CREATE TABLE "combination_goods" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "combination_goods_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id"),
	CONSTRAINT "combination_goods_quantity_positive" CHECK ("combination_goods"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "combination_purchases" (
	"company_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "combination_purchases_company_id_combination_id_pk" PRIMARY KEY("company_id","combination_id"),
	CONSTRAINT "combination_purchases_non_negative" CHECK ("combination_purchases"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combinations_price_positive" CHECK ("combinations"."price_fen" > 0),
	CONSTRAINT "combinations_stock_non_negative" CHECK ("combinations"."stock" >= 0),
	CONSTRAINT "combinations_limit_non_negative" CHECK ("combinations"."limit_per_buyer" >= 0),
	CONSTRAINT "combinations_window" CHECK ("combinations"."ends_at" > "combinations"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "order_combinations" (
	"order_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_combinations_order_id_combination_id_pk" PRIMARY KEY("order_id","combination_id"),
	CONSTRAINT "order_combinations_number_positive" CHECK ("order_combinations"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "groupbuy_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_fen" integer NOT NULL,
	"group_size" integer NOT NULL,
	"quantity" integer NOT NULL,
	"group_hours" integer DEFAULT 24 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_price_positive" CHECK ("groupbuy_activities"."price_fen" > 0),
	CONSTRAINT "groupbuy_size_range" CHECK ("groupbuy_activities"."group_size" BETWEEN 2 AND 100),
	CONSTRAINT "groupbuy_quantity_positive" CHECK ("groupbuy_activities"."quantity" > 0),
	CONSTRAINT "groupbuy_hours_range" CHECK ("groupbuy_activities"."group_hours" BETWEEN 1 AND 720),
	CONSTRAINT "groupbuy_window" CHECK ("groupbuy_activities"."ends_at" > "groupbuy_activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "groupbuy_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"opener_company_id" integer NOT NULL,
	"size" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_members_within" CHECK ("groupbuy_groups"."members" >= 0 AND "groupbuy_groups"."members" <= "groupbuy_groups"."size"),
	CONSTRAINT "groupbuy_paid_within" CHECK ("groupbuy_groups"."paid" >= 0 AND "groupbuy_groups"."paid" <= "groupbuy_groups"."members"),
	CONSTRAINT "groupbuy_group_state" CHECK ("groupbuy_groups"."state" IN ('open', 'filled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "groupbuy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_member_state" CHECK ("groupbuy_members"."state" IN ('unpaid', 'paid', 'left', 'refunded'))
);
--> statement-breakpoint
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
CREATE TABLE "cash_back_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"order_id" integer,
	"reversed_at" timestamp with time zone,
	"shortfall_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_back_claims_amount" CHECK ("cash_back_claims"."amount_fen" >= 0 AND "cash_back_claims"."shortfall_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_back_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_back_periods_window" CHECK ("cash_back_periods"."ends_at" > "cash_back_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "cash_back_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"reward_fen" integer NOT NULL,
	CONSTRAINT "cash_back_tiers_positive" CHECK ("cash_back_tiers"."threshold_fen" > 0 AND "cash_back_tiers"."reward_fen" > 0),
	CONSTRAINT "cash_back_tiers_reward_below" CHECK ("cash_back_tiers"."reward_fen" < "cash_back_tiers"."threshold_fen")
);
--> statement-breakpoint
CREATE TABLE "welfare_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_events_window" CHECK ("welfare_events"."ends_at" > "welfare_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "welfare_goods" (
	"event_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "welfare_goods_event_id_goods_id_pk" PRIMARY KEY("event_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "draw_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"free_chances" integer DEFAULT 0 NOT NULL,
	"chances_per_order" integer DEFAULT 0 NOT NULL,
	"order_min_fen" integer DEFAULT 0 NOT NULL,
	"points_per_draw" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_activity_window" CHECK ("draw_activities"."starts_at" < "draw_activities"."ends_at"),
	CONSTRAINT "draw_activity_numbers" CHECK ("draw_activities"."free_chances" >= 0 AND "draw_activities"."chances_per_order" >= 0 AND "draw_activities"."order_min_fen" >= 0 AND "draw_activities"."points_per_draw" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_chances" (
	"company_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "draw_chances_company_id_activity_id_pk" PRIMARY KEY("company_id","activity_id"),
	CONSTRAINT "draw_chances_used" CHECK ("draw_chances"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"won" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_template_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_prize_kind" CHECK ("draw_prizes"."kind" BETWEEN 0 AND 4),
	CONSTRAINT "draw_prize_weight" CHECK ("draw_prizes"."weight" BETWEEN 0 AND 10000),
	CONSTRAINT "draw_prize_stock" CHECK ("draw_prizes"."stock" >= 0 OR ("draw_prizes"."stock" IS NULL AND "draw_prizes"."kind" = 0)),
	CONSTRAINT "draw_prize_won" CHECK ("draw_prizes"."won" >= 0),
	CONSTRAINT "draw_prize_points" CHECK ("draw_prizes"."kind" <> 1 OR "draw_prizes"."points" > 0),
	CONSTRAINT "draw_prize_template" CHECK ("draw_prizes"."kind" NOT IN (2, 3) OR "draw_prizes"."coupon_template_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "draw_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_name" text NOT NULL,
	"kind" smallint NOT NULL,
	"points_spent" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"points_order_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_buyer" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_points" CHECK ("points_goods"."points" > 0),
	CONSTRAINT "points_goods_stock" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_per_buyer" CHECK ("points_goods"."per_buyer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods_bought" (
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "points_goods_bought_company_id_goods_id_pk" PRIMARY KEY("company_id","goods_id"),
	CONSTRAINT "points_goods_bought_positive" CHECK ("points_goods_bought"."bought" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"goods_id" integer,
	"goods_name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"points" integer NOT NULL,
	"address" jsonb,
	"status" text DEFAULT 'paid' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_orders_number" CHECK ("points_orders"."number" >= 1),
	CONSTRAINT "points_orders_points" CHECK ("points_orders"."points" >= 0),
	CONSTRAINT "points_orders_status" CHECK ("points_orders"."status" IN ('paid', 'shipped'))
);
--> statement-breakpoint
CREATE TABLE "brand_goods" (
	"brand_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "brand_goods_brand_id_goods_id_pk" PRIMARY KEY("brand_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "franchise_applications_status" CHECK ("franchise_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "franchise_goods" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_goods";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "miaosha_goods_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "miaosha_goods_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "combination_goods" ADD CONSTRAINT "combination_goods_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_goods" ADD CONSTRAINT "combination_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_purchases" ADD CONSTRAINT "combination_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_purchases" ADD CONSTRAINT "combination_purchases_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_combinations" ADD CONSTRAINT "order_combinations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_combinations" ADD CONSTRAINT "order_combinations_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_activities" ADD CONSTRAINT "groupbuy_activities_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_groups" ADD CONSTRAINT "groupbuy_groups_activity_id_groupbuy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."groupbuy_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_groups" ADD CONSTRAINT "groupbuy_groups_opener_company_id_companies_id_fk" FOREIGN KEY ("opener_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_group_id_groupbuy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groupbuy_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_goods" ADD CONSTRAINT "flash_goods_session_id_flash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."flash_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_goods" ADD CONSTRAINT "flash_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchases" ADD CONSTRAINT "flash_purchases_flash_goods_id_flash_goods_id_fk" FOREIGN KEY ("flash_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_period_id_cash_back_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."cash_back_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_tier_id_cash_back_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."cash_back_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_tiers" ADD CONSTRAINT "cash_back_tiers_period_id_cash_back_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."cash_back_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_goods" ADD CONSTRAINT "welfare_goods_event_id_welfare_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."welfare_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_goods" ADD CONSTRAINT "welfare_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_bought" ADD CONSTRAINT "points_goods_bought_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_bought" ADD CONSTRAINT "points_goods_bought_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_goods" ADD CONSTRAINT "brand_goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_goods" ADD CONSTRAINT "brand_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_goods" ADD CONSTRAINT "franchise_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combination_goods_goods" ON "combination_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "groupbuy_activities_goods" ON "groupbuy_activities" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "groupbuy_groups_activity" ON "groupbuy_groups" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "groupbuy_groups_open_expiry" ON "groupbuy_groups" USING btree ("expires_at") WHERE "groupbuy_groups"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_members_order" ON "groupbuy_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_members_once" ON "groupbuy_members" USING btree ("group_id","company_id") WHERE "groupbuy_members"."state" IN ('unpaid', 'paid');--> statement-breakpoint
CREATE INDEX "groupbuy_members_company" ON "groupbuy_members" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_goods_session_goods" ON "flash_goods" USING btree ("session_id","goods_id");--> statement-breakpoint
CREATE INDEX "flash_goods_goods" ON "flash_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "flash_sessions_window" ON "flash_sessions" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_claims_once" ON "cash_back_claims" USING btree ("period_id","tier_id","company_id");--> statement-breakpoint
CREATE INDEX "cash_back_claims_company" ON "cash_back_claims" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_tiers_threshold" ON "cash_back_tiers" USING btree ("period_id","threshold_fen");--> statement-breakpoint
CREATE INDEX "welfare_goods_goods" ON "welfare_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "draw_prizes_activity" ON "draw_prizes" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "draw_records_company" ON "draw_records" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "draw_records_activity" ON "draw_records" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_no" ON "points_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_company_key" ON "points_orders" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "points_orders_company" ON "points_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_goods_one_brand" ON "brand_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "brands_sort" ON "brands" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_applications_one_pending" ON "franchise_applications" USING btree ("company_id") WHERE "franchise_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "franchise_applications_company" ON "franchise_applications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "franchise_applications_status" ON "franchise_applications" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_miaosha_goods_id_flash_goods_id_fk" FOREIGN KEY ("miaosha_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_miaosha_goods_id_flash_goods_id_fk" FOREIGN KEY ("miaosha_goods_id") REFERENCES "public"."flash_goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_goods" UNIQUE NULLS NOT DISTINCT("user_id","goods_id","kind","original_price","combination_id");