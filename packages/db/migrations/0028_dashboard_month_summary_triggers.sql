-- The dashboard's month summaries (dashboard_month_totals, dashboard_month_amounts,
-- dashboard_month_donors; see packages/db/src/schema/dashboard-month-summary.ts), kept by the
-- all-time summaries' own machinery (migration dashboard_summary_triggers): the statement
-- triggers' deltas in dashboard_fact_changes now carry the gifts' month, and the commit's flush
-- adds them into the month summaries first, then into the all-time ones (which group the same
-- deltas without the month, as before). No new trigger reads the transition tables.

-- Distinct donors are counted by comparing the donor keys byte for byte: cheaper than the
-- language rules of the database's default collation, and an equality is all counting needs.
ALTER TABLE dashboard_month_donors ALTER COLUMN donor TYPE text COLLATE "C";
--> statement-breakpoint

-- A range groups its months' rows per campaign (and donor, or amount, or bucket). Without these
-- the planner multiplies the columns' distinct counts as if independent, takes 10,000 groups
-- for 173,000 (a year's donors at 1M) and hashes them in batches spilled to disk instead of
-- reading them in key order.
CREATE STATISTICS dashboard_month_donors_per_campaign (ndistinct)
  ON campaign_id, donor FROM dashboard_month_donors;
--> statement-breakpoint
CREATE STATISTICS dashboard_month_amounts_per_campaign (ndistinct)
  ON campaign_id, amount_cents FROM dashboard_month_amounts;
--> statement-breakpoint
CREATE STATISTICS dashboard_month_totals_per_campaign (ndistinct)
  ON campaign_id, is_match, contributor_type, size, location FROM dashboard_month_totals;
--> statement-breakpoint

-- 0021's statement, one column more: the gifts' month. An update that moves a gift to another
-- month of the same bucket nets to nothing in the all-time summaries but not in the months.
CREATE OR REPLACE FUNCTION dashboard_fact_deltas_sql(signed_rows text) RETURNS text AS $$
  SELECT format($query$
    INSERT INTO dashboard_fact_changes (government_id, campaign_id, month, is_match,
      contributor_type, size, location, separate, donor, amount_cents, count, match_cents)
    SELECT government_id, campaign_id, month, is_match, contributor_type,
      dashboard_size(small_cash, amount_cents), dashboard_location(city, state), separate,
      CASE WHEN separate THEN NULL ELSE donor END, amount_cents, sum(sign),
      sum(sign * coalesce(match_amount_cents, 0))
    FROM (
      SELECT facts.*, (small_cash OR donor IS NULL) AS separate
      FROM (
        SELECT sign, government_id, campaign_id, date_trunc('month', date)::date AS month,
          contributor_type, amount_cents, match_amount_cents, city, state,
          coalesce(donor_key, batch_id) AS donor,
          oae_type = 'public_matching_contribution' AS is_match,
          dashboard_small_cash(sub_type, payment_method, amount_cents) AS small_cash
        FROM (%s) AS changed
        WHERE dashboard_contribution_is_public(status)
      ) AS facts
    ) AS classified
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(match_amount_cents, 0)) <> 0
  $query$, signed_rows);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- Adds the pending deltas to the month summaries, in key order, without deleting them (the
-- all-time flush that follows does). Amounts and donors also count under campaign id 0.
CREATE OR REPLACE FUNCTION dashboard_month_summary_flush() RETURNS void AS $$
BEGIN
  INSERT INTO dashboard_month_totals AS current
  SELECT government_id, month, campaign_id, is_match, contributor_type, size, location,
    sum(count), coalesce(sum(count) FILTER (WHERE separate), 0),
    sum(count::bigint * amount_cents), sum(match_cents)
  FROM dashboard_fact_changes
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(count) <> 0 OR sum(count::bigint * amount_cents) <> 0 OR sum(match_cents) <> 0
    OR coalesce(sum(count) FILTER (WHERE separate), 0) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (government_id, month, campaign_id, is_match, contributor_type, size, location)
  DO UPDATE SET (count, separate_count, amount_cents, match_cents) = (
    current.count + excluded.count, current.separate_count + excluded.separate_count,
    current.amount_cents + excluded.amount_cents, current.match_cents + excluded.match_cents);

  INSERT INTO dashboard_month_amounts AS current
  SELECT government_id, month, level.campaign_id, amount_cents, sum(count)
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  WHERE NOT is_match
  GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (government_id, month, campaign_id, amount_cents)
  DO UPDATE SET count = current.count + excluded.count;

  INSERT INTO dashboard_month_donors AS current
  SELECT government_id, month, level.campaign_id, donor, sum(count)
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  WHERE NOT is_match AND donor IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 ORDER BY 1, 3, 4, 2
  ON CONFLICT (government_id, campaign_id, donor, month)
  DO UPDATE SET gifts = current.gifts + excluded.gifts;
  -- A donor's month that falls to no gift goes, unlike the other summaries' rows: a range then
  -- counts its donors from the key alone (an index-only scan), without reading the gifts.
  DELETE FROM dashboard_month_donors
  WHERE gifts = 0 AND (government_id, campaign_id, donor, month) IN (
    SELECT government_id, level.campaign_id, donor, month
    FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
    WHERE count < 0 AND NOT is_match AND donor IS NOT NULL);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Every commit event calls dashboard_summary_flush (after record_totals_flush, before the map's
-- flush and the version's bump). Under that name it now adds the month summaries, then runs
-- 0021's flush, renamed and unchanged, which adds the all-time ones and deletes the deltas: one
-- lock order for every commit, totals, month summaries, all-time summaries, map, version.
ALTER FUNCTION dashboard_summary_flush() RENAME TO dashboard_all_time_summary_flush;
--> statement-breakpoint

CREATE FUNCTION dashboard_summary_flush() RETURNS void AS $$
BEGIN
  IF dashboard_summary_is_pending() THEN
    PERFORM dashboard_month_summary_flush();
    PERFORM dashboard_all_time_summary_flush();
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: the month summaries go with the rows, as the others do.
CREATE OR REPLACE FUNCTION dashboard_month_summary_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_month_totals;
  DELETE FROM dashboard_month_amounts;
  DELETE FROM dashboard_month_donors;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER contributions_month_summary_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_month_summary_truncated();
--> statement-breakpoint

-- Backfill: every public contribution as one insert's worth of deltas, added to the month
-- summaries only (the all-time ones already count them). The commit event is switched off
-- meanwhile, so that the backfill's deltas queue no event each; truncating afterwards leaves
-- the deltas' table no dead rows for later flushes to scan.
ALTER TABLE dashboard_fact_changes DISABLE TRIGGER dashboard_fact_changes_apply;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE dashboard_fact_deltas_sql('SELECT 1 AS sign, * FROM contributions');
  PERFORM dashboard_month_summary_flush();
END $$;
--> statement-breakpoint
TRUNCATE dashboard_fact_changes;
--> statement-breakpoint
ALTER TABLE dashboard_fact_changes ENABLE TRIGGER dashboard_fact_changes_apply;
--> statement-breakpoint
ANALYZE dashboard_month_totals, dashboard_month_amounts, dashboard_month_donors;
