DROP INDEX "activities_contribution_idx";--> statement-breakpoint
DROP INDEX "activities_expenditure_idx";--> statement-breakpoint
DROP INDEX "activities_campaign_idx";--> statement-breakpoint
DROP INDEX "activities_government_idx";--> statement-breakpoint
CREATE INDEX "activities_contribution_idx" ON "activities" USING btree ("contribution_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_expenditure_idx" ON "activities" USING btree ("expenditure_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_campaign_idx" ON "activities" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_government_idx" ON "activities" USING btree ("government_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);