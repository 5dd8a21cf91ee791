-- The reviewer's name search on the contribution and expenditure lists: part of a name, in any
-- case and with or without accents. The key folds case, compatibility forms (full-width letters,
-- ligatures) and accents (NFKD, then the combining marks dropped), and the few Latin letters
-- whose stroke is no combining mark. Every function in it is immutable, so its value can be
-- stored and indexed. Each record table keeps its list name's key (`name_search`), so a search
-- tests a stored text rather than folding every row it reads. A trigram index (pg_trgm, created
-- by the matching migration and loaded by PGlite too) answers `like '%part%'` from any
-- position, which a btree of the name cannot.
CREATE OR REPLACE FUNCTION name_search_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select translate(regexp_replace(normalize(lower(name), NFKD), U&'[\0300-\036F]', '', 'g'), 'øłđħı', 'oldhi') $$;
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "name_search" text GENERATED ALWAYS AS (name_search_key(lower(case when "contributor_type" in ('individual', 'family')
    then coalesce(nullif(trim("first_name"), '') || ' ' || nullif(trim("last_name"), ''), nullif(trim("first_name"), ''), nullif(trim("last_name"), ''), '')
    else coalesce("name", '') end))) STORED;--> statement-breakpoint
ALTER TABLE "expenditures" ADD COLUMN "name_search" text GENERATED ALWAYS AS (name_search_key(lower("name"))) STORED;--> statement-breakpoint
CREATE INDEX "contributions_name_search_idx" ON "contributions" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenditures_name_search_idx" ON "expenditures" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
-- A sync walk (in the order rows last changed) under a status filter: one index range per scope.
CREATE INDEX "contributions_government_status_updated_idx" ON "contributions" USING btree ("government_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_status_updated_idx" ON "contributions" USING btree ("campaign_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_status_updated_idx" ON "expenditures" USING btree ("government_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_status_updated_idx" ON "expenditures" USING btree ("campaign_id","status","updated_at","id");
