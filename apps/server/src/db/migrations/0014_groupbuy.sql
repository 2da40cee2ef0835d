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
ALTER TABLE "groupbuy_activities" ADD CONSTRAINT "groupbuy_activities_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_groups" ADD CONSTRAINT "groupbuy_groups_activity_id_groupbuy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."groupbuy_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_groups" ADD CONSTRAINT "groupbuy_groups_opener_company_id_companies_id_fk" FOREIGN KEY ("opener_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_group_id_groupbuy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groupbuy_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_members" ADD CONSTRAINT "groupbuy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groupbuy_activities_goods" ON "groupbuy_activities" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "groupbuy_groups_activity" ON "groupbuy_groups" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "groupbuy_groups_open_expiry" ON "groupbuy_groups" USING btree ("expires_at") WHERE "groupbuy_groups"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_members_order" ON "groupbuy_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_members_once" ON "groupbuy_members" USING btree ("group_id","company_id") WHERE "groupbuy_members"."state" IN ('unpaid', 'paid');--> statement-breakpoint
CREATE INDEX "groupbuy_members_company" ON "groupbuy_members" USING btree ("company_id","id");