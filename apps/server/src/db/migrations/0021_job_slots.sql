CREATE TABLE "job_slots" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" integer NOT NULL,
	"slot" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
