-- Search folds accents ("creme brulee" finds "Crème brûlée"). unaccent() is only STABLE, so generated
-- columns and indexes use this IMMUTABLE wrapper with the dictionary named explicitly.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The text search treats every language alike: lowercase, accents folded, no stemming (prefix queries
-- cover plurals: "tomato" finds "tomatoes").
CREATE OR REPLACE FUNCTION search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.immutable_unaccent($1)) $$;
