CREATE TABLE "contract_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"user_id" integer,
	"signer_name" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sha256" text NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"invoice_no" text,
	"pdf" "bytea",
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_kind" CHECK ("invoice_requests"."kind" in ('normal', 'special')),
	CONSTRAINT "invoice_requests_status" CHECK ("invoice_requests"."status" in ('pending', 'issued', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_version_id_contract_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."contract_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_once" ON "contract_signatures" USING btree ("company_id","version_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_version" ON "contract_signatures" USING btree ("version_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_version" ON "contract_versions" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_one_live" ON "invoice_requests" USING btree ("order_id") WHERE "invoice_requests"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_invoice_no" ON "invoice_requests" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoice_requests_company" ON "invoice_requests" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_status" ON "invoice_requests" USING btree ("status","id");