CREATE TABLE "record_government_totals" (
	"kind" text NOT NULL,
	"government_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"match_amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_government_totals_pkey" PRIMARY KEY("government_id","kind","status")
);
