-- Per government, record date and status totals (record_government_day_totals, see
-- packages/db/src/schema/record-totals.ts): a government's list total under a date range sums a
-- row per day and status instead of counting its records. The statement triggers of migration
-- record_totals_triggers now note each delta's record date, and the commit flush adds the deltas
-- of the kinds contribution and expenditure to the new table too. The trigger functions, the
-- flush and the truncate handler are restated whole (SQL cannot add a statement to a function
-- from outside); what they did before is unchanged.

-- No record may be written between the backfill's read and this migration's commit, or it would
-- be counted by neither: a write waiting here runs the restated triggers once this commits.
LOCK TABLE contributions, expenditures IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "record_government_day_totals" (
	"kind" text NOT NULL,
	"government_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_government_day_totals_pkey" PRIMARY KEY("government_id","kind","date","status")
);
--> statement-breakpoint
ALTER TABLE "record_totals_changes" ADD COLUMN "date" date;
--> statement-breakpoint

-- Contributions: as before, per record date too. A date edit moves a record between days.
CREATE OR REPLACE FUNCTION record_totals_contributions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'contribution', government_id, campaign_id, status, count(*), sum(amount_cents),
      coalesce(sum(match_amount_cents), 0), date
    FROM new_rows GROUP BY government_id, campaign_id, status, date;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'contribution', government_id, campaign_id, status, -count(*), -sum(amount_cents),
      -coalesce(sum(match_amount_cents), 0), date
    FROM old_rows GROUP BY government_id, campaign_id, status, date;
  ELSE
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'contribution', government_id, campaign_id, status, sum(n), sum(amount), sum(match),
      date
    FROM (
      SELECT government_id, campaign_id, status, date, 1 AS n, amount_cents AS amount,
        coalesce(match_amount_cents, 0) AS match
      FROM new_rows
      UNION ALL
      SELECT government_id, campaign_id, status, date, -1, -amount_cents,
        -coalesce(match_amount_cents, 0)
      FROM old_rows
    ) AS delta
    GROUP BY government_id, campaign_id, status, date
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(match) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Expenditures: the same without match money.
CREATE OR REPLACE FUNCTION record_totals_expenditures_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'expenditure', government_id, campaign_id, status, count(*), sum(amount_cents), 0,
      date
    FROM new_rows GROUP BY government_id, campaign_id, status, date;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'expenditure', government_id, campaign_id, status, -count(*), -sum(amount_cents), 0,
      date
    FROM old_rows GROUP BY government_id, campaign_id, status, date;
  ELSE
    INSERT INTO record_totals_changes (kind, government_id, campaign_id, status, count,
      amount_cents, match_amount_cents, date)
    SELECT 'expenditure', government_id, campaign_id, status, sum(n), sum(amount), 0, date
    FROM (
      SELECT government_id, campaign_id, status, date, 1 AS n, amount_cents AS amount
      FROM new_rows
      UNION ALL
      SELECT government_id, campaign_id, status, date, -1, -amount_cents FROM old_rows
    ) AS delta
    GROUP BY government_id, campaign_id, status, date
    HAVING sum(n) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- The government rows, then the government's day rows, then the campaign rows, each in key
-- order, in every commit: two commits lock shared rows in the same order and cannot wait for
-- each other. The three statements see the same pending rows (this transaction's alone).
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
  DELETE FROM record_totals WHERE kind = TG_ARGV[0];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

INSERT INTO record_government_day_totals (kind, government_id, date, status, count)
SELECT 'contribution', government_id, date, status, count(*)
FROM contributions GROUP BY government_id, date, status
UNION ALL
SELECT 'expenditure', government_id, date, status, count(*)
FROM expenditures GROUP BY government_id, date, status;
