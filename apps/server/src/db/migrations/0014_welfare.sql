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
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_period_id_cash_back_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."cash_back_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_tier_id_cash_back_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."cash_back_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_claims" ADD CONSTRAINT "cash_back_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_tiers" ADD CONSTRAINT "cash_back_tiers_period_id_cash_back_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."cash_back_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_goods" ADD CONSTRAINT "welfare_goods_event_id_welfare_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."welfare_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_goods" ADD CONSTRAINT "welfare_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_claims_once" ON "cash_back_claims" USING btree ("period_id","tier_id","company_id");--> statement-breakpoint
CREATE INDEX "cash_back_claims_company" ON "cash_back_claims" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_tiers_threshold" ON "cash_back_tiers" USING btree ("period_id","threshold_fen");--> statement-breakpoint
CREATE INDEX "welfare_goods_goods" ON "welfare_goods" USING btree ("goods_id");