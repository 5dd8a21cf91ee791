-- The list's name sorts order by an expression, which drizzle's schema cannot declare: one index
-- per scope on lower() of exactly the expression the list queries use (contributor-name.ts in
-- packages/api for contributions), ending in the id that breaks ties.
CREATE INDEX IF NOT EXISTS "contributions_government_name_idx" ON "contributions" ("government_id", lower((CASE WHEN "contributor_type" IN ('individual', 'family') THEN coalesce(nullif(trim("first_name"), '') || ' ' || nullif(trim("last_name"), ''), nullif(trim("first_name"), ''), nullif(trim("last_name"), ''), '') ELSE coalesce("name", '') END)), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contributions_campaign_name_idx" ON "contributions" ("campaign_id", lower((CASE WHEN "contributor_type" IN ('individual', 'family') THEN coalesce(nullif(trim("first_name"), '') || ' ' || nullif(trim("last_name"), ''), nullif(trim("first_name"), ''), nullif(trim("last_name"), ''), '') ELSE coalesce("name", '') END)), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenditures_government_name_idx" ON "expenditures" ("government_id", lower("name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenditures_campaign_name_idx" ON "expenditures" ("campaign_id", lower("name"), "id");
