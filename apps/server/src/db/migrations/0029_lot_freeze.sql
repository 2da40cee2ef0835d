ALTER TABLE "goods_lots" ADD COLUMN "freeze_kind" text;--> statement-breakpoint
ALTER TABLE "goods_lots" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_lots" ADD COLUMN "frozen_by" text;--> statement-breakpoint
CREATE INDEX "goods_lots_frozen" ON "goods_lots" USING btree ("frozen_at") WHERE "goods_lots"."state" = 'frozen';--> statement-breakpoint
ALTER TABLE "goods_lots" ADD CONSTRAINT "goods_lots_freeze_kind" CHECK ("goods_lots"."freeze_kind" IS NULL OR "goods_lots"."freeze_kind" IN ('quality_doubt', 'recall'));