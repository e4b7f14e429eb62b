CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_member_id" uuid,
	"lead_id" uuid,
	"division" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"is_social_equity_applicant" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"confirm_token_hash" text,
	"manage_token_hash" text,
	"ical_uid" text NOT NULL,
	"ical_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_status_check" CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired', 'completed', 'no_show')),
	CONSTRAINT "bookings_division_check" CHECK (division IN ('cannabis', 'real-estate', 'marketing', 'clean-energy')),
	CONSTRAINT "bookings_locale_check" CHECK (locale IN ('en', 'es')),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."blocked_from" <= "bookings"."starts_at" AND "bookings"."starts_at" < "bookings"."ends_at" AND "bookings"."ends_at" <= "bookings"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "firm_holidays" (
	"day" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "firm_holidays_day_check" CHECK ("firm_holidays"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "host_divisions" (
	"team_member_id" uuid NOT NULL,
	"division" text NOT NULL,
	CONSTRAINT "host_divisions_team_member_id_division_pk" PRIMARY KEY("team_member_id","division"),
	CONSTRAINT "host_divisions_division_check" CHECK (division IN ('cannabis', 'real-estate', 'marketing', 'clean-energy'))
);
--> statement-breakpoint
CREATE TABLE "host_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_member_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "host_time_off_range_check" CHECK ("host_time_off"."starts_at" < "host_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "host_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_member_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "host_weekly_hours_weekday_check" CHECK ("host_weekly_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "host_weekly_hours_window_check" CHECK (0 <= "host_weekly_hours"."start_minute" AND "host_weekly_hours"."start_minute" < "host_weekly_hours"."end_minute" AND "host_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_member_id_admin_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_consultation_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."consultation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_divisions" ADD CONSTRAINT "host_divisions_team_member_id_admin_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_time_off" ADD CONSTRAINT "host_time_off_team_member_id_admin_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_weekly_hours" ADD CONSTRAINT "host_weekly_hours_team_member_id_admin_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_team_member_starts_idx" ON "bookings" USING btree ("team_member_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ical_uid_key" ON "bookings" USING btree ("ical_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_confirm_token_hash_key" ON "bookings" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_hash_key" ON "bookings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "host_time_off_team_member_idx" ON "host_time_off" USING btree ("team_member_id","ends_at");--> statement-breakpoint
CREATE INDEX "host_weekly_hours_team_member_idx" ON "host_weekly_hours" USING btree ("team_member_id");