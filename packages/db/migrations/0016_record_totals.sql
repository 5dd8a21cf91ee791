CREATE TABLE "record_totals" (
	"kind" text NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"match_amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_totals_pkey" PRIMARY KEY("government_id","campaign_id","kind","status")
);
--> statement-breakpoint
CREATE TABLE "record_totals_changes" (
	"kind" text NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"match_amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_totals_campaign_idx" ON "record_totals" USING btree ("campaign_id");