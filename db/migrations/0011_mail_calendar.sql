ALTER TABLE "email_outbox" ADD COLUMN "ics_body" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ics_method" text;