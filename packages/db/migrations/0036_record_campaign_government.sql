-- A record's government is its campaign's (packages/db/src/schema/records.ts, `constraints`).
-- Adding the foreign keys checks every existing record once (0.3 s for 1,000,000
-- contributions).
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_id_government_key" UNIQUE("id","government_id");
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_campaign_government_fk" FOREIGN KEY ("campaign_id","government_id") REFERENCES "public"."campaigns"("id","government_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_campaign_government_fk" FOREIGN KEY ("campaign_id","government_id") REFERENCES "public"."campaigns"("id","government_id") ON DELETE no action ON UPDATE no action;
