ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_discounts_within";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "voucher_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_coupons_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discounts_within" CHECK ("order_lines"."reduction_fen" >= 0 AND "order_lines"."coupon_fen" >= 0 AND "order_lines"."voucher_fen" >= 0 AND "order_lines"."reduction_fen" + "order_lines"."coupon_fen" + "order_lines"."voucher_fen" <= "order_lines"."amount_fen");