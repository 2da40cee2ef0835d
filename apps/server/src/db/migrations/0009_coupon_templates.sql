CREATE TABLE "coupon_claims" (
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"claimed" integer NOT NULL,
	CONSTRAINT "coupon_claims_company_id_template_id_pk" PRIMARY KEY("company_id","template_id"),
	CONSTRAINT "coupon_claims_positive" CHECK ("coupon_claims"."claimed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"per_buyer" integer DEFAULT 1 NOT NULL,
	"scope_goods_ids" integer[] DEFAULT '{}' NOT NULL,
	"scope_category_ids" integer[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_template_amount_positive" CHECK ("coupon_templates"."amount_fen" > 0),
	CONSTRAINT "coupon_template_kind" CHECK ("coupon_templates"."kind" IN (1, 2)),
	CONSTRAINT "coupon_template_issued_within" CHECK ("coupon_templates"."issued" >= 0 AND "coupon_templates"."issued" <= "coupon_templates"."total"),
	CONSTRAINT "coupon_template_per_buyer" CHECK ("coupon_templates"."per_buyer" >= 1),
	CONSTRAINT "coupon_template_validity" CHECK ("coupon_templates"."valid_days" > 0 OR "coupon_templates"."valid_to" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_goods_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_window" ON "coupon_templates" USING btree ("ends_at","starts_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE set null ON UPDATE no action;