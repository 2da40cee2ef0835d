CREATE INDEX "goods_name_initials_bigrams" ON "goods" USING gin (shop_bigrams("name_initials"));--> statement-breakpoint
CREATE INDEX "goods_national_code" ON "goods" USING btree ("national_code");--> statement-breakpoint
CREATE INDEX "goods_approval_number" ON "goods" USING btree ("approval_number");