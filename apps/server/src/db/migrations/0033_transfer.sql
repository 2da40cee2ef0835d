CREATE TABLE "transfer_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"file" text NOT NULL,
	"file_type" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "transfer_receipt_amount" CHECK ("transfer_receipts"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reference" text NOT NULL,
	"due_fen" integer NOT NULL,
	"received_fen" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfer_amounts" CHECK ("transfers"."due_fen" > 0 AND "transfers"."received_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_receipts_transfer" ON "transfer_receipts" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE INDEX "transfer_receipts_decided" ON "transfer_receipts" USING btree ("decided_at") WHERE "transfer_receipts"."state" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_target" ON "transfers" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "transfers_company" ON "transfers" USING btree ("company_id","id");