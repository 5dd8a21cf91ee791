CREATE TABLE "dashboard_amounts" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "dashboard_amounts_pkey" PRIMARY KEY("government_id","campaign_id","amount_cents")
);
--> statement-breakpoint
CREATE TABLE "dashboard_campaign_figures" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"donors" integer NOT NULL,
	"median_cents" integer,
	CONSTRAINT "dashboard_campaign_figures_pkey" PRIMARY KEY("government_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_donors" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"donor" text NOT NULL,
	"gifts" integer NOT NULL,
	CONSTRAINT "dashboard_donors_pkey" PRIMARY KEY("government_id","campaign_id","donor")
);
--> statement-breakpoint
CREATE TABLE "dashboard_fact_changes" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"donor" text,
	"separate" boolean NOT NULL,
	"is_match" boolean NOT NULL,
	"contributor_type" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"count" integer NOT NULL,
	"match_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_totals" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"is_match" boolean NOT NULL,
	"contributor_type" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"count" bigint NOT NULL,
	"separate_count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL,
	CONSTRAINT "dashboard_totals_pkey" PRIMARY KEY("government_id","campaign_id","is_match","contributor_type","size","location")
);
