-- Nobody is ever double-booked: two held or confirmed bookings of one host may not overlap, counting
-- their buffers (blocked_from, blocked_until). Drizzle cannot declare an exclusion constraint, hence
-- this hand-written migration. btree_gist lets the GiST index compare the uuid with =; it ships with
-- PostgreSQL, Neon and PGlite (db/client.ts loads it there). Expiry is a status change, not a time
-- test here: an index predicate may only use immutable functions, and now() is not.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("blocked_from", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('held', 'confirmed'));
