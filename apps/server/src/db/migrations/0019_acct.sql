DROP INDEX "credentials_company_kind";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "business_scope" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "status" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "file_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_one_pending" ON "credentials" USING btree ("company_id","kind") WHERE "credentials"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credentials_status" ON "credentials" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_company_kind" ON "credentials" USING btree ("company_id","kind") WHERE "credentials"."status" = 'current';