CREATE TABLE "dashboard_month_amounts" (
	"government_id" integer NOT NULL,
	"month" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "dashboard_month_amounts_pkey" PRIMARY KEY("government_id","month","campaign_id","amount_cents")
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_donors" (
	"government_id" integer NOT NULL,
	"month" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"donor" text NOT NULL,
	"gifts" integer NOT NULL,
	CONSTRAINT "dashboard_month_donors_pkey" PRIMARY KEY("government_id","campaign_id","donor","month")
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_totals" (
	"government_id" integer NOT NULL,
	"month" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"is_match" boolean NOT NULL,
	"contributor_type" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"count" bigint NOT NULL,
	"separate_count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL,
	CONSTRAINT "dashboard_month_totals_pkey" PRIMARY KEY("government_id","month","campaign_id","is_match","contributor_type","size","location")
);
--> statement-breakpoint
ALTER TABLE "dashboard_fact_changes" ADD COLUMN "month" date NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_month_donors_without_gifts_idx" ON "dashboard_month_donors" USING btree ("government_id") WHERE "dashboard_month_donors"."gifts" = 0;