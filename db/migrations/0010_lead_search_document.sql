DROP INDEX "consultation_requests_search_idx";--> statement-breakpoint
-- Search matches a substring of the lead's folded text. An index on the folding expression alone
-- made every candidate row run unaccent() over its whole message again at recheck: a common word
-- (a fifth of 100,000 leads) took 1.7 s to count. A stored copy is folded once, when the row is
-- written, and the trigram index sits on it (the same count: about 0.1 s).
-- The column is deliberately not in db/schema.ts: drizzle's table object never selects or returns
-- it, so no API answer carries a second copy of a lead's text. src/server/leads/leadConditions.ts
-- names it in SQL.
ALTER TABLE "consultation_requests" ADD COLUMN "search_document" text GENERATED ALWAYS AS (lead_search_fold("name" || E'\n' || "email" || E'\n' || coalesce("company", '') || E'\n' || coalesce("phone", '') || E'\n' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || E'\n' || "message")) STORED;--> statement-breakpoint
CREATE INDEX "consultation_requests_search_document_idx" ON "consultation_requests" USING gin ("search_document" gin_trgm_ops);
