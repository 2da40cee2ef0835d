CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"price_drop" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_watch" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"price_fen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_list_lines" (
	"list_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "standing_list_lines_list_id_goods_id_pk" PRIMARY KEY("list_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "standing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watch" ADD CONSTRAINT "price_watch_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_list_lines" ADD CONSTRAINT "standing_list_lines_list_id_standing_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."standing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_list_lines" ADD CONSTRAINT "standing_list_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_lists" ADD CONSTRAINT "standing_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_waiting" ON "arrival_notices" USING btree ("company_id","goods_id") WHERE "arrival_notices"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "arrival_notices_goods_waiting" ON "arrival_notices" USING btree ("goods_id") WHERE "arrival_notices"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "standing_lists_company" ON "standing_lists" USING btree ("company_id","id");
--> statement-breakpoint
-- Existing goods start the price-drop comparison from their price today.
INSERT INTO "price_watch" ("goods_id", "price_fen") SELECT "id", "price_fen" FROM "goods" ON CONFLICT DO NOTHING;
