CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"order_id" integer,
	"repays_statement_id" integer,
	"source" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"statement_id" integer,
	"dispute_note" text,
	"disputed_at" timestamp with time zone,
	"dispute_answer" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"limit_fen" integer NOT NULL,
	"used_fen" integer DEFAULT 0 NOT NULL,
	"terms" text NOT NULL,
	"statement_day" smallint DEFAULT 1 NOT NULL,
	"pay_days" smallint NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_used_non_negative" CHECK ("credit_lines"."used_fen" >= 0),
	CONSTRAINT "credit_limit_non_negative" CHECK ("credit_lines"."limit_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"statement_no" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"opening_fen" integer NOT NULL,
	"charges_fen" integer NOT NULL,
	"refunds_fen" integer NOT NULL,
	"repaid_fen" integer NOT NULL,
	"closing_fen" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_statements" ADD CONSTRAINT "credit_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_company" ON "credit_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "credit_entries_statement" ON "credit_entries" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statements_period" ON "credit_statements" USING btree ("company_id","period_end");