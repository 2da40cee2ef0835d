CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"cold_chain" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_code_shape" CHECK ("carriers"."code" ~ '^[A-Z0-9_-]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "special_order_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "special_month_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "holder_id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "own_funds_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name" ON "carriers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_code" ON "carriers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_special_limits_non_negative" CHECK ("goods"."special_order_limit" >= 0 AND "goods"."special_month_limit" >= 0);