-- Titles sort naturally ("Soup 2" before "Soup 10", "#41" before "#101"): the key is the folded title
-- (lowercase, accents removed) with every run of digits written as its length in two digits and its value
-- without leading zeros, so plain string order is numeric order. packages/shared's naturalTitleKey makes
-- the same key in TypeScript.
CREATE OR REPLACE FUNCTION natural_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN part.run ~ '^[0-9]'
        THEN lpad(length(ltrim(part.run, '0'))::text, 2, '0') || ltrim(part.run, '0')
        ELSE part.run END,
      '' ORDER BY part.position), '')
    FROM regexp_matches(public.search_text($1), '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS found(match, position),
      LATERAL (SELECT found.match[1] AS run, found.position) AS part
  $$;
