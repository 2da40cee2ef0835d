CREATE INDEX "goods_category_sales" ON "goods" USING btree ("category_id","sales","id");--> statement-breakpoint
CREATE INDEX "goods_category_root_sales" ON "goods" USING btree ("category_root_id","sales","id");--> statement-breakpoint
CREATE INDEX "goods_category_price" ON "goods" USING btree ("category_id","price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_category_root_price" ON "goods" USING btree ("category_root_id","price_fen","id");