CREATE TABLE "dashboard_map_campaigns" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL,
	CONSTRAINT "dashboard_map_campaigns_pkey" PRIMARY KEY("government_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_map_changes" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"latitude_milli" integer NOT NULL,
	"longitude_milli" integer NOT NULL,
	"count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_map_points" (
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"latitude_milli" integer NOT NULL,
	"longitude_milli" integer NOT NULL,
	"count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_cents" bigint NOT NULL,
	CONSTRAINT "dashboard_map_points_pkey" PRIMARY KEY("government_id","campaign_id","latitude_milli","longitude_milli")
);
