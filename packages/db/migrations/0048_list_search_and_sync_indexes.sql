-- The reviewer's name search on the contribution and expenditure lists: part of a name, in any
-- case and with or without accents. The key folds case, compatibility forms (full-width letters,
-- ligatures) and accents (NFKD, then the combining marks dropped), and the few Latin letters
-- whose stroke is no combining mark. Every function in it is immutable, so its value can be
-- indexed. A trigram index (pg_trgm, created by the matching migration and loaded by PGlite too)
-- answers `like '%part%'` from any position, which a btree of the name cannot.
CREATE OR REPLACE FUNCTION name_search_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select translate(regexp_replace(normalize(lower(name), NFKD), U&'[\0300-\036F]', '', 'g'), 'øłđħı', 'oldhi') $$;
--> statement-breakpoint
CREATE INDEX "contributions_name_search_idx" ON "contributions" USING gin (name_search_key("list_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "expenditures_name_search_idx" ON "expenditures" USING gin (name_search_key("list_name") gin_trgm_ops);
--> statement-breakpoint
-- A sync walk (in the order rows last changed) under a status filter: one index range per scope.
CREATE INDEX "contributions_government_status_updated_idx" ON "contributions" USING btree ("government_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_status_updated_idx" ON "contributions" USING btree ("campaign_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_status_updated_idx" ON "expenditures" USING btree ("government_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_status_updated_idx" ON "expenditures" USING btree ("campaign_id","status","updated_at","id");
