DROP INDEX "contributions_amount_idx";--> statement-breakpoint
DROP INDEX "expenditures_amount_idx";--> statement-breakpoint
DROP INDEX "contributions_campaign_date_idx";--> statement-breakpoint
DROP INDEX "contributions_government_date_idx";--> statement-breakpoint
DROP INDEX "contributions_campaign_status_idx";--> statement-breakpoint
DROP INDEX "contributions_government_status_idx";--> statement-breakpoint
DROP INDEX "contributions_campaign_updated_idx";--> statement-breakpoint
DROP INDEX "contributions_government_updated_idx";--> statement-breakpoint
DROP INDEX "expenditures_campaign_date_idx";--> statement-breakpoint
DROP INDEX "expenditures_government_date_idx";--> statement-breakpoint
DROP INDEX "expenditures_campaign_status_idx";--> statement-breakpoint
DROP INDEX "expenditures_government_status_idx";--> statement-breakpoint
DROP INDEX "expenditures_campaign_updated_idx";--> statement-breakpoint
DROP INDEX "expenditures_government_updated_idx";--> statement-breakpoint
CREATE INDEX "contributions_government_created_idx" ON "contributions" USING btree ("government_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contributions_government_amount_idx" ON "contributions" USING btree ("government_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "contributions_government_status_date_idx" ON "contributions" USING btree ("government_id","status","date","id");--> statement-breakpoint
CREATE INDEX "contributions_government_oae_idx" ON "contributions" USING btree ("government_id","oae_type","id");--> statement-breakpoint
CREATE INDEX "contributions_government_campaign_idx" ON "contributions" USING btree ("government_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_created_idx" ON "contributions" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_amount_idx" ON "contributions" USING btree ("campaign_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_status_date_idx" ON "contributions" USING btree ("campaign_id","status","date","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_oae_idx" ON "contributions" USING btree ("campaign_id","oae_type","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_id_idx" ON "contributions" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_created_idx" ON "expenditures" USING btree ("government_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_amount_idx" ON "expenditures" USING btree ("government_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_status_date_idx" ON "expenditures" USING btree ("government_id","status","date","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_payment_idx" ON "expenditures" USING btree ("government_id","payment_method","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_campaign_idx" ON "expenditures" USING btree ("government_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_created_idx" ON "expenditures" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_amount_idx" ON "expenditures" USING btree ("campaign_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_status_date_idx" ON "expenditures" USING btree ("campaign_id","status","date","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_payment_idx" ON "expenditures" USING btree ("campaign_id","payment_method","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_id_idx" ON "expenditures" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_date_idx" ON "contributions" USING btree ("campaign_id","date","id");--> statement-breakpoint
CREATE INDEX "contributions_government_date_idx" ON "contributions" USING btree ("government_id","date","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_status_idx" ON "contributions" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "contributions_government_status_idx" ON "contributions" USING btree ("government_id","status","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_updated_idx" ON "contributions" USING btree ("campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "contributions_government_updated_idx" ON "contributions" USING btree ("government_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_date_idx" ON "expenditures" USING btree ("campaign_id","date","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_date_idx" ON "expenditures" USING btree ("government_id","date","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_status_idx" ON "expenditures" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_status_idx" ON "expenditures" USING btree ("government_id","status","id");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_updated_idx" ON "expenditures" USING btree ("campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "expenditures_government_updated_idx" ON "expenditures" USING btree ("government_id","updated_at","id");