CREATE TABLE "trace_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"shipment_id" integer,
	"scanned_by" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_codes_shape" CHECK ("trace_codes"."code" ~ '^[0-9]{20}$')
);
--> statement-breakpoint
CREATE TABLE "trace_uploads" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"receipt" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_uploads_status" CHECK ("trace_uploads"."status" IN ('pending', 'uploaded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_prefix" text;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_scanned_by_staff_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_uploads" ADD CONSTRAINT "trace_uploads_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trace_codes_line_lot" ON "trace_codes" USING btree ("order_line_id","lot_id");--> statement-breakpoint
CREATE INDEX "trace_codes_order" ON "trace_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trace_codes_shipment" ON "trace_codes" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_trace_prefix_shape" CHECK ("goods"."trace_prefix" ~ '^[0-9]{7}$');