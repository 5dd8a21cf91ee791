-- A record's campaign and government are checked once, by its (campaign, government) key
-- (contributions_campaign_government_fk, expenditures_campaign_government_fk): that key says the
-- campaign exists, and the campaign's own key says its government does. The keys of each column
-- alone checked again, on every row a bulk import writes, what that one key does.
ALTER TABLE "contributions" DROP CONSTRAINT "contributions_government_id_governments_id_fk";
--> statement-breakpoint
ALTER TABLE "contributions" DROP CONSTRAINT "contributions_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "expenditures" DROP CONSTRAINT "expenditures_government_id_governments_id_fk";
--> statement-breakpoint
ALTER TABLE "expenditures" DROP CONSTRAINT "expenditures_campaign_id_campaigns_id_fk";
