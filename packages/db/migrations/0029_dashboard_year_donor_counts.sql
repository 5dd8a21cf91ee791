CREATE TABLE "dashboard_year_donor_counts" (
	"government_id" integer NOT NULL,
	"year" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"donors" integer NOT NULL,
	CONSTRAINT "dashboard_year_donor_counts_pkey" PRIMARY KEY("government_id","year","campaign_id")
);
