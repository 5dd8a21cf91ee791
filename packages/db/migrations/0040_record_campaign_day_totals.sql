-- Per campaign, record date and status totals (record_campaign_day_totals, see
-- packages/db/src/schema/record-totals.ts): a campaign's list total under a date range sums a row
-- per day and status, as a government's does since migration record_government_day_totals,
-- instead of asking the planner and counting up to 20,000 records. The commit flush adds the
-- same deltas (they carry the campaign and the record date already) to the new table too. The
-- flush and the truncate handler are restated whole; what they did before is unchanged.

-- No record may be written between the backfill's read and this migration's commit, or it would
-- be counted by neither: a write waiting here runs the restated flush once this commits.
LOCK TABLE contributions, expenditures IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "record_campaign_day_totals" (
	"kind" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_campaign_day_totals_pkey" PRIMARY KEY("campaign_id","kind","date","status")
);
--> statement-breakpoint

-- The government rows, the government's day rows, the campaign's day rows, then the campaign
-- rows, each in key order, in every commit: two commits lock shared rows in the same order and
-- cannot wait for each other. The statements see the same pending rows (this transaction's
-- alone).
CREATE OR REPLACE FUNCTION record_totals_flush() RETURNS void AS $$
BEGIN
  INSERT INTO record_government_totals AS current
    (kind, government_id, status, count, amount_cents, match_amount_cents)
  SELECT kind, government_id, status, sum(count), sum(amount_cents), sum(match_amount_cents)
  FROM record_totals_changes
  GROUP BY kind, government_id, status
  HAVING sum(count) <> 0 OR sum(amount_cents) <> 0 OR sum(match_amount_cents) <> 0
  ORDER BY government_id, kind, status
  ON CONFLICT (government_id, kind, status) DO UPDATE SET
    count = current.count + excluded.count,
    amount_cents = current.amount_cents + excluded.amount_cents,
    match_amount_cents = current.match_amount_cents + excluded.match_amount_cents;

  INSERT INTO record_government_day_totals AS current (kind, government_id, date, status, count)
  SELECT kind, government_id, date, status, sum(count)
  FROM record_totals_changes
  WHERE date IS NOT NULL
  GROUP BY kind, government_id, date, status
  HAVING sum(count) <> 0
  ORDER BY government_id, kind, date, status
  ON CONFLICT (government_id, kind, date, status) DO UPDATE SET
    count = current.count + excluded.count;

  INSERT INTO record_campaign_day_totals AS current (kind, campaign_id, date, status, count)
  SELECT kind, campaign_id, date, status, sum(count)
  FROM record_totals_changes
  WHERE date IS NOT NULL
  GROUP BY kind, campaign_id, date, status
  HAVING sum(count) <> 0
  ORDER BY campaign_id, kind, date, status
  ON CONFLICT (campaign_id, kind, date, status) DO UPDATE SET
    count = current.count + excluded.count;

  WITH pending AS (
    DELETE FROM record_totals_changes
    RETURNING kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents
  )
  INSERT INTO record_totals AS current
    (kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents)
  SELECT kind, government_id, campaign_id, status, sum(count), sum(amount_cents),
    sum(match_amount_cents)
  FROM pending
  GROUP BY kind, government_id, campaign_id, status
  HAVING sum(count) <> 0 OR sum(amount_cents) <> 0 OR sum(match_amount_cents) <> 0
  ORDER BY government_id, campaign_id, kind, status
  ON CONFLICT (government_id, campaign_id, kind, status) DO UPDATE SET
    count = current.count + excluded.count,
    amount_cents = current.amount_cents + excluded.amount_cents,
    match_amount_cents = current.match_amount_cents + excluded.match_amount_cents;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: the kind's totals, at every level (in the flush's order),
-- go with its rows.
CREATE OR REPLACE FUNCTION record_totals_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM record_totals_changes WHERE kind = TG_ARGV[0];
  DELETE FROM record_government_totals WHERE kind = TG_ARGV[0];
  DELETE FROM record_government_day_totals WHERE kind = TG_ARGV[0];
  DELETE FROM record_campaign_day_totals WHERE kind = TG_ARGV[0];
  DELETE FROM record_totals WHERE kind = TG_ARGV[0];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

INSERT INTO record_campaign_day_totals (kind, campaign_id, date, status, count)
SELECT 'contribution', campaign_id, date, status, count(*)
FROM contributions GROUP BY campaign_id, date, status
UNION ALL
SELECT 'expenditure', campaign_id, date, status, count(*)
FROM expenditures GROUP BY campaign_id, date, status;
