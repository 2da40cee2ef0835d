ALTER TABLE "users" ADD COLUMN "mobile_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Sub-accounts made before: their mobiles were typed by the main account, never proved.
UPDATE "users" SET "mobile_verified" = false WHERE "is_main" = false;
