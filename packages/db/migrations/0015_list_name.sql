ALTER TABLE "contributions" ADD COLUMN "list_name" text GENERATED ALWAYS AS (lower(case when "contributor_type" in ('individual', 'family')
    then coalesce(nullif(trim("first_name"), '') || ' ' || nullif(trim("last_name"), ''), nullif(trim("first_name"), ''), nullif(trim("last_name"), ''), '')
    else coalesce("name", '') end)) STORED;--> statement-breakpoint
ALTER TABLE "expenditures" ADD COLUMN "list_name" text GENERATED ALWAYS AS (lower("name")) STORED;--> statement-breakpoint
CREATE INDEX "contributions_government_list_name_idx" ON "contributions" USING btree ("government_id","list_name","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_list_name_idx" ON "contributions" USING btree ("campaign_id","list_name","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_list_name_idx" ON "expenditures" USING btree ("government_id","list_name","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_list_name_idx" ON "expenditures" USING btree ("campaign_id","list_name","id");