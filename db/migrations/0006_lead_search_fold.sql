-- Lead search is a substring match, case- and accent-insensitive, backed by a trigram index
-- (db/leadExpressions.ts, the migration after this one). pg_trgm and unaccent ship with
-- PostgreSQL, Neon and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), and an index needs an IMMUTABLE
-- expression: this wrapper names the dictionary explicitly, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION lead_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
