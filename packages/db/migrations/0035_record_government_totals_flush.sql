-- Per government totals (record_government_totals, see packages/db/src/schema/record-totals.ts):
-- the commit flush of migration record_totals_triggers adds the same pending deltas to them, so
-- a government's list total and summary read a row per kind and status, not one per campaign.
-- record_totals_flush and record_totals_truncated are restated whole, since SQL cannot add a
-- statement to a function from outside; what they did before is unchanged.

-- No commit may run the old flush after the backfill has read record_totals, or its deltas
-- would reach record_totals and not the new table. A transaction holds a lock on the pending
-- deltas' table from its first write of a record to its commit, flush included: this lock waits
-- for every such transaction to end, and holds new ones at their first write until this
-- migration commits; their flush then runs the new body.
LOCK TABLE record_totals_changes IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint

-- The government rows first, then the campaign rows, each in key order, in every commit: two
-- commits lock shared rows in the same order and cannot wait for each other. Both statements
-- see the same pending rows (this transaction's alone: others delete theirs before they commit).
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

-- TRUNCATE has no transition table: the kind's totals, at both levels (in the flush's order),
-- go with its rows.
CREATE OR REPLACE FUNCTION record_totals_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM record_totals_changes WHERE kind = TG_ARGV[0];
  DELETE FROM record_government_totals WHERE kind = TG_ARGV[0];
  DELETE FROM record_totals WHERE kind = TG_ARGV[0];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

INSERT INTO record_government_totals
  (kind, government_id, status, count, amount_cents, match_amount_cents)
SELECT kind, government_id, status, sum(count), sum(amount_cents), sum(match_amount_cents)
FROM record_totals
GROUP BY kind, government_id, status;
