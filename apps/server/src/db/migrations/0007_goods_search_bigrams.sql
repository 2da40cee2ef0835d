-- Every distinct two-character piece of a text, lower-cased: a GIN index over
-- it finds goods whose name or manufacturer contains a 2+ character word.
CREATE OR REPLACE FUNCTION shop_bigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower($1), i, 2)), '{}') FROM generate_series(1, length($1) - 1) AS i $$;
--> statement-breakpoint
CREATE INDEX "goods_search_bigrams" ON "goods" USING gin (shop_bigrams("name" || ' ' || "manufacturer"));
