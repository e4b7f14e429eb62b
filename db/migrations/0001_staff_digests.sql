CREATE TABLE "staff_digests" (
	"day" text PRIMARY KEY NOT NULL,
	"overdue_count" integer NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
