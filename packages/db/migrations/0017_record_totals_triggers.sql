-- Status totals of contributions and expenditures (table record_totals, see
-- packages/db/src/schema/record-totals.ts), kept by triggers in the same transaction as every
-- write, whatever path wrote it (portal, bulk import, plain SQL, a data-only restore), so
-- POST /summary reads a few rows per campaign instead of grouping every record.
--
-- Statement-level triggers with transition tables turn a statement into one delta per
-- (government, campaign, status) it touched: a 3,000-row import is a handful of deltas, an edit
-- that changes no amount, match money, status or owner (a map point, a note) none. The deltas
-- wait in record_totals_changes; a deferred constraint trigger adds them to record_totals as the
-- transaction commits, in key order, with INSERT ... ON CONFLICT DO UPDATE (count = count +
-- excluded.count): no read-modify-write, so concurrent writers lose nothing, a totals row is
-- locked for the commit alone (a transaction waiting for a record another is writing cannot
-- deadlock with it over a totals row), and two commits lock shared rows in the same order.

-- Adds the transaction's pending deltas to record_totals and deletes them. Every deferred event
-- of the transaction calls it; the first does the work, the others find nothing left. Only this
-- transaction's rows are visible to the delete (others delete theirs before they commit).
CREATE OR REPLACE FUNCTION record_totals_flush() RETURNS void AS $$
BEGIN
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

CREATE OR REPLACE FUNCTION record_totals_apply_changes() RETURNS trigger AS $$
BEGIN
  PERFORM record_totals_flush();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE CONSTRAINT TRIGGER record_totals_changes_apply AFTER INSERT ON record_totals_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION record_totals_apply_changes();
--> statement-breakpoint

-- The dashboard's version bump (migration dashboard_data_version_triggers) also runs at commit.
-- Flushing the totals first there too means every commit locks totals rows before version rows,
-- whichever deferred event fires first, so two commits cannot wait for each other.
CREATE OR REPLACE FUNCTION dashboard_apply_change() RETURNS trigger AS $$
BEGIN
  PERFORM record_totals_flush();
  INSERT INTO dashboard_data_versions AS current (government_id, version, changed_at)
  VALUES (NEW.government_id, 1, clock_timestamp())
  ON CONFLICT (government_id) DO UPDATE
    SET version = current.version + 1, changed_at = excluded.changed_at;
  DELETE FROM dashboard_data_changes WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Contributions: rows written count +1 with their money, rows replaced or removed -1. An update
-- nets both sides per key and notes only what changed.
CREATE OR REPLACE FUNCTION record_totals_contributions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_totals_changes
    SELECT 'contribution', government_id, campaign_id, status, count(*), sum(amount_cents),
      coalesce(sum(match_amount_cents), 0)
    FROM new_rows GROUP BY government_id, campaign_id, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_totals_changes
    SELECT 'contribution', government_id, campaign_id, status, -count(*), -sum(amount_cents),
      -coalesce(sum(match_amount_cents), 0)
    FROM old_rows GROUP BY government_id, campaign_id, status;
  ELSE
    INSERT INTO record_totals_changes
    SELECT 'contribution', government_id, campaign_id, status, sum(n), sum(amount), sum(match)
    FROM (
      SELECT government_id, campaign_id, status, 1 AS n, amount_cents AS amount,
        coalesce(match_amount_cents, 0) AS match
      FROM new_rows
      UNION ALL
      SELECT government_id, campaign_id, status, -1, -amount_cents,
        -coalesce(match_amount_cents, 0)
      FROM old_rows
    ) AS delta
    GROUP BY government_id, campaign_id, status
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
    INSERT INTO record_totals_changes
    SELECT 'expenditure', government_id, campaign_id, status, count(*), sum(amount_cents), 0
    FROM new_rows GROUP BY government_id, campaign_id, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_totals_changes
    SELECT 'expenditure', government_id, campaign_id, status, -count(*), -sum(amount_cents), 0
    FROM old_rows GROUP BY government_id, campaign_id, status;
  ELSE
    INSERT INTO record_totals_changes
    SELECT 'expenditure', government_id, campaign_id, status, sum(n), sum(amount), 0
    FROM (
      SELECT government_id, campaign_id, status, 1 AS n, amount_cents AS amount FROM new_rows
      UNION ALL
      SELECT government_id, campaign_id, status, -1, -amount_cents FROM old_rows
    ) AS delta
    GROUP BY government_id, campaign_id, status
    HAVING sum(n) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: the kind's totals and pending deltas go with its rows.
CREATE OR REPLACE FUNCTION record_totals_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM record_totals_changes WHERE kind = TG_ARGV[0];
  DELETE FROM record_totals WHERE kind = TG_ARGV[0];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- A trigger with transition tables serves one event, hence three per table.
CREATE TRIGGER contributions_totals_inserted AFTER INSERT ON contributions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_totals_updated AFTER UPDATE ON contributions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_totals_deleted AFTER DELETE ON contributions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_totals_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_truncated('contribution');
--> statement-breakpoint
CREATE TRIGGER expenditures_totals_inserted AFTER INSERT ON expenditures
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_totals_updated AFTER UPDATE ON expenditures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_totals_deleted AFTER DELETE ON expenditures
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_totals_truncated AFTER TRUNCATE ON expenditures
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_truncated('expenditure');
--> statement-breakpoint

-- Backfill after the triggers exist: creating them locked both tables against writes until
-- this migration commits, so no record is counted twice or missed.
INSERT INTO record_totals
  (kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents)
SELECT 'contribution', government_id, campaign_id, status, count(*), sum(amount_cents),
  coalesce(sum(match_amount_cents), 0)
FROM contributions GROUP BY government_id, campaign_id, status;
--> statement-breakpoint
INSERT INTO record_totals
  (kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents)
SELECT 'expenditure', government_id, campaign_id, status, count(*), sum(amount_cents), 0
FROM expenditures GROUP BY government_id, campaign_id, status;
