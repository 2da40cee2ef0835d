CREATE TABLE "feedback_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promo" jsonb;--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_photos_company" ON "feedback_photos" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "users" SET "mobile_verified" = false WHERE "is_main" = false;
--> statement-breakpoint
UPDATE "messages" m SET "order_id" = o."id" FROM "orders" o WHERE m."order_id" IS NULL AND m."link" = '/order/info/' || o."id";
--> statement-breakpoint
UPDATE "companies" SET "business_scope" = (CASE WHEN "kind" IN ('clinic', 'hospital') THEN '["chemical","antibiotic","patent","device"]' ELSE '["chemical","antibiotic","patent","herbal_pieces","biological","device","health_food"]' END)::jsonb WHERE "business_scope" = '[]'::jsonb AND "review" = 'approved';
