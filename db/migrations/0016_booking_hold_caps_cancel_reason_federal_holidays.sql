CREATE TABLE "federal_holiday_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_ip_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "bookings_hold_ip_idx" ON "bookings" USING btree ("hold_ip_hash");