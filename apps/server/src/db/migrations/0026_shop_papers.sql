CREATE TABLE "qualification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"file" text NOT NULL,
	"file_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"seal_file" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_profile_one_row" CHECK ("supplier_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "qualification_documents" ADD CONSTRAINT "qualification_documents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_shop_kind" ON "qualification_documents" USING btree ("kind") WHERE "qualification_documents"."goods_id" IS NULL;--> statement-breakpoint
CREATE INDEX "qualification_documents_goods" ON "qualification_documents" USING btree ("goods_id","id");