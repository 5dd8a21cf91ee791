CREATE TABLE "dashboard_year_medians" (
	"government_id" integer NOT NULL,
	"year" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"median_cents" integer,
	CONSTRAINT "dashboard_year_medians_pkey" PRIMARY KEY("government_id","year","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_year_totals" (
	"government_id" integer NOT NULL,
	"year" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"is_match" boolean NOT NULL,
	"contributor_type" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"count" bigint NOT NULL,
	"separate_count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL,
	CONSTRAINT "dashboard_year_totals_pkey" PRIMARY KEY("government_id","year","campaign_id","is_match","contributor_type","size","location")
);
--> statement-breakpoint
CREATE INDEX "dashboard_month_amounts_campaign_idx" ON "dashboard_month_amounts" USING btree ("government_id","campaign_id","month");