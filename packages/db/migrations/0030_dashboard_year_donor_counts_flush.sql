-- Distinct donors per campaign and calendar year (dashboard_year_donor_counts; see
-- packages/db/src/schema/dashboard-year-summary.ts), kept by the commit flush right after the
-- month summaries: a donor's year counts once while any of its months in
-- dashboard_month_donors has gifts, and that table holds no month without gifts. So the
-- count moves only for the donors whose months this commit added or emptied, found from the
-- pending deltas and the donor's few month rows of that year; no other summary is read or
-- written, and no new trigger reads the transition tables.

-- What this commit's deltas do to each donor's month, per campaign and under campaign 0: the
-- rows the month flush has just added into dashboard_month_donors.
CREATE FUNCTION dashboard_donor_month_changes()
RETURNS TABLE (government_id integer, campaign_id integer, donor text, month date, gifts bigint)
AS $$
  SELECT government_id, level.campaign_id, donor, month, sum(count)
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  WHERE NOT is_match AND donor IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- Moves each (year, campaign) count by the donors whose year gained its first month with gifts
-- (+1) or lost its last (-1). PL/pgSQL, so that a connection plans these statements once.
CREATE FUNCTION dashboard_year_donor_counts_flush() RETURNS void AS $$
BEGIN
  -- The rows this commit may move, locked first and in key order (created at zero if new).
  -- Two commits that give one donor its first months of a year, each in another month, then
  -- follow one another, and the second, counting in a later statement, sees the first's
  -- months: the donor counts once. An edit that keeps each donor's months (an amount, a day
  -- within the month) locks nothing.
  INSERT INTO dashboard_year_donor_counts AS current
  SELECT DISTINCT government_id, date_trunc('year', month)::date, campaign_id, 0
  FROM dashboard_donor_month_changes()
  ORDER BY 1, 2, 3
  ON CONFLICT (government_id, year, campaign_id) DO UPDATE SET donors = current.donors;

  -- A changed month gave before this commit when its gifts now, less the commit's, are above
  -- zero; a month the commit left alone gives now as before, so a donor with such a month in
  -- the year moves nothing.
  WITH changed AS (
    SELECT government_id, campaign_id, donor COLLATE "C" AS donor, month, gifts
    FROM dashboard_donor_month_changes()
  ), donor_years AS (
    SELECT changed.government_id, changed.campaign_id, changed.donor,
      date_trunc('year', changed.month)::date AS year, array_agg(changed.month) AS months,
      bool_or(kept.gifts IS NOT NULL) AS gives_now,
      bool_or(coalesce(kept.gifts, 0) - changed.gifts > 0) AS gave_before
    FROM changed
    LEFT JOIN dashboard_month_donors AS kept
      USING (government_id, campaign_id, donor, month)
    GROUP BY 1, 2, 3, 4
  ), moved AS (
    SELECT government_id, year, campaign_id,
      sum(CASE WHEN gives_now THEN 1 ELSE -1 END) AS donors
    FROM donor_years
    WHERE gives_now <> gave_before AND NOT EXISTS (
      SELECT FROM dashboard_month_donors AS other
      WHERE other.government_id = donor_years.government_id
        AND other.campaign_id = donor_years.campaign_id AND other.donor = donor_years.donor
        AND other.month >= donor_years.year
        AND other.month < (donor_years.year + interval '1 year')::date
        AND other.month <> ALL (donor_years.months))
    GROUP BY 1, 2, 3
  )
  UPDATE dashboard_year_donor_counts AS counts SET donors = counts.donors + moved.donors
  FROM moved
  WHERE counts.government_id = moved.government_id AND counts.year = moved.year
    AND counts.campaign_id = moved.campaign_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- 0028's function, one step more: the year counts after the month summaries (whose donor rows
-- they read), before the all-time flush (which deletes the deltas). Every commit then locks
-- totals, month summaries, year counts, all-time summaries, map, version, in that order.
CREATE OR REPLACE FUNCTION dashboard_summary_flush() RETURNS void AS $$
BEGIN
  IF dashboard_summary_is_pending() THEN
    PERFORM dashboard_month_summary_flush();
    PERFORM dashboard_year_donor_counts_flush();
    PERFORM dashboard_all_time_summary_flush();
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: the year counts go with the rows, as the others do.
CREATE FUNCTION dashboard_year_donor_counts_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_year_donor_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER contributions_year_donor_counts_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_year_donor_counts_truncated();
--> statement-breakpoint

-- Backfill from the month donors, which hold only months with gifts.
INSERT INTO dashboard_year_donor_counts
SELECT government_id, date_trunc('year', month)::date, campaign_id, count(DISTINCT donor)
FROM dashboard_month_donors
GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE dashboard_year_donor_counts;
