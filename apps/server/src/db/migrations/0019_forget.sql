CREATE TABLE "password_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bindings_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
CREATE TABLE "wechat_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"qr_key" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"openid" text,
	"nickname" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_scans_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "wechat_scans_qr_key_unique" UNIQUE("qr_key")
);
--> statement-breakpoint
ALTER TABLE "password_tickets" ADD CONSTRAINT "password_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_scans" ADD CONSTRAINT "wechat_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_tickets_user" ON "password_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wechat_scans_user" ON "wechat_scans" USING btree ("user_id");