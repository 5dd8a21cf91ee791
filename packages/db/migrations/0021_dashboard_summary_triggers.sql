-- The public dashboard's summaries of participating contributions (dashboard_totals,
-- dashboard_amounts, dashboard_donors, dashboard_campaign_figures; see
-- packages/db/src/schema/dashboard-summary.ts), kept by triggers in the same transaction as
-- every write, whatever path wrote it, on the model of record_totals (migration
-- record_totals_triggers): the contributions' statement triggers of the dashboard's data
-- version note one delta per distinct fact a statement touched in dashboard_fact_changes, and
-- the deltas are added into the summaries as the transaction commits, in key order, with
-- INSERT ... ON CONFLICT DO UPDATE. Amounts, donors and figures also count every government's
-- campaigns together under campaign id 0 (campaign ids start at 1).

-- The chart buckets of packages/domain (CONTRIBUTION_SIZE_LIMITS, SMALL_MISCELLANEOUS_CASH_
-- BELOW_CENTS, the location rules), written once here for the triggers and for the live
-- query of the dashboard (dashboard-facts-sql.ts), which the tests compare with the domain's.
CREATE OR REPLACE FUNCTION dashboard_small_cash(sub_type text, payment_method text, amount_cents integer)
RETURNS boolean AS $$
  SELECT sub_type = 'item_misc' AND coalesce(payment_method, 'cash') = 'cash'
    AND amount_cents < 10000;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_size(small_cash boolean, amount_cents integer)
RETURNS text AS $$
  SELECT CASE
    WHEN small_cash THEN 'small'
    WHEN amount_cents <= 2500 THEN 'micro'
    WHEN amount_cents <= 10000 THEN 'small'
    WHEN amount_cents <= 25000 THEN 'medium'
    WHEN amount_cents <= 100000 THEN 'large'
    ELSE 'mega'
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_location(city text, state text) RETURNS text AS $$
  SELECT CASE
    WHEN lower(trim(coalesce(state, ''))) <> 'or' THEN 'out_of_state'
    WHEN lower(trim(coalesce(city, ''))) = 'portland' THEN 'portland'
    ELSE 'oregon'
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- The statement that notes the deltas of a set of contribution rows, each with a sign (+1
-- written, -1 replaced or removed): public rows only, one delta per distinct fact, so an update
-- that changes nothing the dashboard shows (a note, a map point) nets to nothing.
CREATE OR REPLACE FUNCTION dashboard_fact_deltas_sql(signed_rows text) RETURNS text AS $$
  SELECT format($query$
    INSERT INTO dashboard_fact_changes (government_id, campaign_id, is_match, contributor_type,
      size, location, separate, donor, amount_cents, count, match_cents)
    SELECT government_id, campaign_id, is_match, contributor_type,
      dashboard_size(small_cash, amount_cents), dashboard_location(city, state), separate,
      CASE WHEN separate THEN NULL ELSE donor END, amount_cents, sum(sign),
      sum(sign * coalesce(match_amount_cents, 0))
    FROM (
      SELECT facts.*, (small_cash OR donor IS NULL) AS separate
      FROM (
        SELECT sign, government_id, campaign_id, contributor_type, amount_cents,
          match_amount_cents, city, state, coalesce(donor_key, batch_id) AS donor,
          oae_type = 'public_matching_contribution' AS is_match,
          dashboard_small_cash(sub_type, payment_method, amount_cents) AS small_cash
        FROM (%s) AS changed
        WHERE dashboard_contribution_is_public(status)
      ) AS facts
    ) AS classified
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(match_amount_cents, 0)) <> 0
  $query$, signed_rows);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- Marks the transaction as having deltas (a transaction-local setting, forgotten with a
-- rolled-back savepoint as its deltas are): the commit's deferred events, one per delta row,
-- then cost a setting's read each, not a scan of the deltas' table.
CREATE OR REPLACE FUNCTION dashboard_summary_pending() RETURNS void AS $$
  SELECT set_config('dashboard.summary_pending', pg_current_xact_id()::text, true);
$$ LANGUAGE sql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_summary_is_pending() RETURNS boolean AS $$
  SELECT current_setting('dashboard.summary_pending', true)
    IS NOT DISTINCT FROM pg_current_xact_id()::text;
$$ LANGUAGE sql;
--> statement-breakpoint

-- The contributions' statement triggers of the data version (migration
-- dashboard_data_version_triggers) also note the summaries' deltas. Both read the rows as one
-- dynamic query, since each event has only its own transition tables.
CREATE OR REPLACE FUNCTION dashboard_contributions_changed() RETURNS trigger AS $$
DECLARE
  signed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows'
  END;
BEGIN
  EXECUTE format('SELECT dashboard_bump_versions(ARRAY(SELECT government_id FROM (%s) AS changed
    WHERE dashboard_contribution_is_public(status)))', signed_rows);
  -- Marked first: under SET CONSTRAINTS IMMEDIATE the flush runs as the insert below ends.
  PERFORM dashboard_summary_pending();
  EXECUTE dashboard_fact_deltas_sql(signed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- The median of donations given as distinct amounts and how many of each, as
-- percentile_cont(0.5) rounded half up: the middle amount, or the mean of the two middle ones.
CREATE OR REPLACE FUNCTION dashboard_median(amounts integer[], counts integer[])
RETURNS integer AS $$
  SELECT round(avg(amount))::integer FROM (
    SELECT amount, count, sum(count) OVER (ORDER BY amount) AS upto, sum(count) OVER () AS total
    FROM unnest(amounts, counts) AS item(amount, count)
    WHERE count > 0
  ) AS ranked
  WHERE upto - count <= total / 2 AND (total - 1) / 2 < upto;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- Adds the transaction's pending deltas to the summaries and deletes them. Rows that fall to
-- zero stay, as in record_totals (deleting them cost more than the rest of a flush); readers
-- and dashboard_median leave them out. Only this transaction's deltas are visible (others
-- delete theirs before they commit). The touched campaigns' figures rows are locked first, in key order: a campaign's
-- commits then follow one another, so the median recomputed below, a statement that sees what
-- was committed before it, never misses a concurrent commit's amounts.
CREATE OR REPLACE FUNCTION dashboard_summary_flush() RETURNS void AS $$
BEGIN
  IF NOT dashboard_summary_is_pending() THEN
    RETURN;
  END IF;
  PERFORM set_config('dashboard.summary_pending', '', true);

  INSERT INTO dashboard_campaign_figures AS current
  SELECT DISTINCT government_id, level.campaign_id, 0, NULL::integer
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  ORDER BY 1, 2
  ON CONFLICT (government_id, campaign_id) DO UPDATE SET donors = current.donors;

  INSERT INTO dashboard_totals AS current
  SELECT government_id, campaign_id, is_match, contributor_type, size, location, sum(count),
    coalesce(sum(count) FILTER (WHERE separate), 0), sum(count::bigint * amount_cents),
    sum(match_cents)
  FROM dashboard_fact_changes
  GROUP BY 1, 2, 3, 4, 5, 6
  -- A gift that turns from a named donor into a separate one (or back) in the same bucket nets
  -- to nothing but its separate count.
  HAVING sum(count) <> 0 OR sum(count::bigint * amount_cents) <> 0 OR sum(match_cents) <> 0
    OR coalesce(sum(count) FILTER (WHERE separate), 0) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (government_id, campaign_id, is_match, contributor_type, size, location)
  DO UPDATE SET count = current.count + excluded.count,
    separate_count = current.separate_count + excluded.separate_count,
    amount_cents = current.amount_cents + excluded.amount_cents,
    match_cents = current.match_cents + excluded.match_cents;

  INSERT INTO dashboard_amounts AS current
  SELECT government_id, level.campaign_id, amount_cents, sum(count)
  FROM dashboard_fact_changes CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
  WHERE NOT is_match
  GROUP BY 1, 2, 3 HAVING sum(count) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (government_id, campaign_id, amount_cents)
  DO UPDATE SET count = current.count + excluded.count;

  -- Donors move the figures by those whose gifts rose from or fell to zero.
  WITH delta AS (
    SELECT government_id, level.campaign_id, donor, sum(count)::int AS gifts
    FROM dashboard_fact_changes
    CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
    WHERE NOT is_match AND donor IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(count) <> 0
  ), applied AS (
    INSERT INTO dashboard_donors AS current SELECT * FROM delta ORDER BY 1, 2, 3
    ON CONFLICT (government_id, campaign_id, donor)
    DO UPDATE SET gifts = current.gifts + excluded.gifts
    RETURNING government_id, campaign_id, donor, gifts
  ), moved AS (
    SELECT government_id, campaign_id, sum(
      CASE
        WHEN applied.gifts > 0 AND applied.gifts - delta.gifts <= 0 THEN 1
        WHEN applied.gifts <= 0 AND applied.gifts - delta.gifts > 0 THEN -1
        ELSE 0
      END) AS donors
    FROM applied JOIN delta USING (government_id, campaign_id, donor)
    GROUP BY 1, 2
  )
  UPDATE dashboard_campaign_figures AS figures SET donors = figures.donors + moved.donors
  FROM moved
  WHERE figures.government_id = moved.government_id AND figures.campaign_id = moved.campaign_id;

  UPDATE dashboard_campaign_figures AS figures SET median_cents = (
    SELECT dashboard_median(array_agg(amount_cents), array_agg(count)) FROM dashboard_amounts
    WHERE government_id = figures.government_id AND campaign_id = figures.campaign_id)
  WHERE (government_id, campaign_id) IN (
    SELECT government_id, level.campaign_id
    FROM dashboard_fact_changes
    CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
    WHERE NOT is_match);
  DELETE FROM dashboard_fact_changes;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Every deferred event of a commit takes its locks in one order: totals, summaries, version.
-- The summaries' own event (below) also serves a write the data version does not see first.
-- One event per delta row: all but the first find nothing pending and return at once.
CREATE OR REPLACE FUNCTION dashboard_summary_apply_changes() RETURNS trigger AS $$
BEGIN
  IF dashboard_summary_is_pending() THEN
    PERFORM record_totals_flush();
    PERFORM dashboard_summary_flush();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint


-- The data version's commit event (dashboard_data_changes_apply, which flushes record_totals
-- first) must find the summaries flushed too, so that every commit locks totals, then summary
-- rows, then the version row. This trigger fires first on the same note: triggers of one event
-- fire in the order of their names.
CREATE CONSTRAINT TRIGGER dashboard_data_changes_add_summaries AFTER INSERT ON dashboard_data_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dashboard_summary_apply_changes();
--> statement-breakpoint

-- TRUNCATE has no transition table: the summaries go with the rows.
CREATE OR REPLACE FUNCTION dashboard_summary_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_fact_changes;
  DELETE FROM dashboard_totals;
  DELETE FROM dashboard_amounts;
  DELETE FROM dashboard_donors;
  DELETE FROM dashboard_campaign_figures;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER contributions_summary_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint

-- Backfill after the trigger above exists (creating it locked the table against writes until
-- this migration commits): every public contribution as one insert's worth of deltas, flushed.
-- The commit trigger comes after it, so the backfill's deltas queue no event each.
DO $$ BEGIN
  PERFORM dashboard_summary_pending();
  EXECUTE dashboard_fact_deltas_sql('SELECT 1 AS sign, * FROM contributions');
  PERFORM dashboard_summary_flush();
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_fact_changes_apply AFTER INSERT ON dashboard_fact_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dashboard_summary_apply_changes();
