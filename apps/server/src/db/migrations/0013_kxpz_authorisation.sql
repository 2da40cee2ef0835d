CREATE TABLE "kxpz_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kxpz_authorized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kxpz_applications" ADD CONSTRAINT "kxpz_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kxpz_applications_one_pending" ON "kxpz_applications" USING btree ("company_id") WHERE "kxpz_applications"."status" = 'pending';