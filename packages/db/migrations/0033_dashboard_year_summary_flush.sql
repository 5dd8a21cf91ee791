-- The year summaries (dashboard_year_totals, dashboard_year_medians; see
-- packages/db/src/schema/dashboard-year-summary.ts), kept by the commit flush right after the
-- year donor counts. The totals add the commit's deltas per year, as the month totals add them
-- per month. A (year, campaign)'s median is computed again from its month amounts, which the
-- month flush has just brought up to date: a few hundred rows, one campaign and campaign 0 for
-- most commits.

CREATE FUNCTION dashboard_year_summary_flush() RETURNS void AS $$
BEGIN
  INSERT INTO dashboard_year_totals AS current
  SELECT government_id, date_trunc('year', month)::date, campaign_id, is_match, contributor_type,
    size, location, sum(count), coalesce(sum(count) FILTER (WHERE separate), 0),
    sum(count::bigint * amount_cents), sum(match_cents)
  FROM dashboard_fact_changes
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(count) <> 0 OR sum(count::bigint * amount_cents) <> 0 OR sum(match_cents) <> 0
    OR coalesce(sum(count) FILTER (WHERE separate), 0) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (government_id, year, campaign_id, is_match, contributor_type, size, location)
  DO UPDATE SET (count, separate_count, amount_cents, match_cents) = (
    current.count + excluded.count, current.separate_count + excluded.separate_count,
    current.amount_cents + excluded.amount_cents, current.match_cents + excluded.match_cents);

  -- The medians this commit may move, locked first and in key order (created empty if new).
  -- Two commits that change one campaign's year then compute its median one after the other,
  -- and the second, in a later statement, sees the first's amounts.
  INSERT INTO dashboard_year_medians AS current
  SELECT DISTINCT government_id, date_trunc('year', month)::date, level.campaign_id,
    NULL::integer
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  WHERE NOT is_match
  ORDER BY 1, 2, 3
  ON CONFLICT (government_id, year, campaign_id)
  DO UPDATE SET median_cents = current.median_cents;

  UPDATE dashboard_year_medians AS medians SET median_cents = (
    SELECT dashboard_median(array_agg(amount_cents), array_agg(count))
    FROM (
      SELECT amount_cents, sum(count)::integer AS count
      FROM dashboard_month_amounts AS amounts
      WHERE amounts.government_id = medians.government_id
        AND amounts.campaign_id = medians.campaign_id
        AND amounts.month >= medians.year
        AND amounts.month < (medians.year + interval '1 year')::date
      GROUP BY amount_cents
    ) AS year_amounts)
  FROM (
    SELECT DISTINCT government_id, date_trunc('year', month)::date AS year, level.campaign_id
    FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
    WHERE NOT is_match
  ) AS touched
  WHERE medians.government_id = touched.government_id AND medians.year = touched.year
    AND medians.campaign_id = touched.campaign_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- 0030's function, one step more: the year summaries after the year donor counts, before the
-- all-time flush (which deletes the deltas). Every commit then locks totals, month summaries,
-- year counts, year summaries, all-time summaries, map, version, in that order.
CREATE OR REPLACE FUNCTION dashboard_summary_flush() RETURNS void AS $$
BEGIN
  IF dashboard_summary_is_pending() THEN
    PERFORM dashboard_month_summary_flush();
    PERFORM dashboard_year_donor_counts_flush();
    PERFORM dashboard_year_summary_flush();
    PERFORM dashboard_all_time_summary_flush();
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: the year summaries go with the rows, as the others do.
CREATE FUNCTION dashboard_year_summary_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_year_totals;
  DELETE FROM dashboard_year_medians;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER contributions_year_summary_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_year_summary_truncated();
--> statement-breakpoint

-- A database that already holds contributions gets its years from the month summaries, which
-- count the same gifts by month.
INSERT INTO dashboard_year_totals
SELECT government_id, date_trunc('year', month)::date, campaign_id, is_match, contributor_type,
  size, location, sum(count), sum(separate_count), sum(amount_cents), sum(match_cents)
FROM dashboard_month_totals
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO dashboard_year_medians
SELECT government_id, year, campaign_id, dashboard_median(array_agg(amount_cents), array_agg(count))
FROM (
  SELECT government_id, date_trunc('year', month)::date AS year, campaign_id, amount_cents,
    sum(count)::integer AS count
  FROM dashboard_month_amounts
  GROUP BY 1, 2, 3, 4
) AS year_amounts
GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE dashboard_year_totals;
--> statement-breakpoint
ANALYZE dashboard_year_medians;
