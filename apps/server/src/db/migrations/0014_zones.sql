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
ALTER TABLE "brand_goods" ADD CONSTRAINT "brand_goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_goods" ADD CONSTRAINT "brand_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_goods" ADD CONSTRAINT "franchise_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_goods_one_brand" ON "brand_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "brands_sort" ON "brands" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_applications_one_pending" ON "franchise_applications" USING btree ("company_id") WHERE "franchise_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "franchise_applications_company" ON "franchise_applications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "franchise_applications_status" ON "franchise_applications" USING btree ("status","id");