-- The dashboard map's summaries (dashboard_map_points, dashboard_map_campaigns; see
-- packages/db/src/schema/dashboard-map-summary.ts), kept by triggers in the same transaction as
-- every write, whatever path wrote it, on the model of the dashboard's summaries (migration
-- dashboard_summary_triggers): statement triggers on contributions note one delta per campaign
-- and public point a statement touched in dashboard_map_changes, and the deltas are added into
-- the summaries as the transaction commits, in key order, with INSERT ... ON CONFLICT DO UPDATE.
-- The map reads a row per point (a few thousand in a city) instead of every located gift.

-- Marks the transaction as having map deltas, as dashboard_summary_pending does for the
-- dashboard's: the commit's deferred events, one per delta row, then cost a setting's read each.
CREATE OR REPLACE FUNCTION dashboard_map_pending() RETURNS void AS $$
  SELECT set_config('dashboard.map_pending', pg_current_xact_id()::text, true);
$$ LANGUAGE sql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_map_is_pending() RETURNS boolean AS $$
  SELECT current_setting('dashboard.map_pending', true) IS NOT DISTINCT FROM pg_current_xact_id()::text;
$$ LANGUAGE sql;
--> statement-breakpoint

-- The statement that notes the map's deltas of a set of contribution rows, each with a sign (+1
-- written, -1 replaced or removed): the rows the map shows (public, located, no city match), per
-- campaign and snapped point, exactly as the live map snaps them (dashboard-geo.ts), so an edit
-- that moves nothing the map shows (a note, a geocode within the same point) nets to nothing.
CREATE OR REPLACE FUNCTION dashboard_map_deltas_sql(signed_rows text) RETURNS text AS $$
  SELECT format($query$
    INSERT INTO dashboard_map_changes (government_id, campaign_id, latitude_milli,
      longitude_milli, count, amount_cents, match_cents)
    SELECT government_id, campaign_id, round(latitude * 1000)::integer,
      round(longitude * 1000)::integer, sum(sign), sum(sign * amount_cents),
      sum(sign * coalesce(match_amount_cents, 0))
    FROM (%s) AS changed
    WHERE dashboard_contribution_is_public(status) AND oae_type <> 'public_matching_contribution'
      AND latitude IS NOT NULL AND longitude IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0
      OR sum(sign * coalesce(match_amount_cents, 0)) <> 0
  $query$, signed_rows);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_map_contributions_changed() RETURNS trigger AS $$
BEGIN
  -- Marked first: under SET CONSTRAINTS IMMEDIATE the flush runs as the insert below ends.
  PERFORM dashboard_map_pending();
  EXECUTE dashboard_map_deltas_sql(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows'
  END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Adds the transaction's pending deltas to the summaries (campaign rows first, then points, each
-- in key order, so two commits lock shared rows in one order) and deletes them. Points also
-- count under campaign id 0, all campaigns. Rows that fall to zero stay, as in record_totals.
CREATE OR REPLACE FUNCTION dashboard_map_flush() RETURNS void AS $$
BEGIN
  IF dashboard_map_is_pending() THEN
    PERFORM set_config('dashboard.map_pending', '', true);

    INSERT INTO dashboard_map_campaigns AS current
    SELECT government_id, campaign_id, sum(count), sum(amount_cents), sum(match_cents)
    FROM dashboard_map_changes
    GROUP BY 1, 2
    HAVING sum(count) <> 0 OR sum(amount_cents) <> 0 OR sum(match_cents) <> 0
    ORDER BY 1, 2
    ON CONFLICT (government_id, campaign_id) DO UPDATE SET (count, amount_cents, match_cents) =
      (current.count + excluded.count, current.amount_cents + excluded.amount_cents,
        current.match_cents + excluded.match_cents);

    WITH pending AS (DELETE FROM dashboard_map_changes RETURNING *)
    INSERT INTO dashboard_map_points AS current
    SELECT government_id, level.campaign_id, latitude_milli, longitude_milli, sum(count),
      sum(amount_cents), sum(match_cents)
    FROM pending CROSS JOIN LATERAL (VALUES (campaign_id), (0)) AS level(campaign_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(count) <> 0 OR sum(amount_cents) <> 0 OR sum(match_cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (government_id, campaign_id, latitude_milli, longitude_milli)
    DO UPDATE SET (count, amount_cents, match_cents) = (current.count + excluded.count,
      current.amount_cents + excluded.amount_cents, current.match_cents + excluded.match_cents);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- The map's events at commit and on TRUNCATE. At commit every deferred event takes its locks in
-- one order: totals, dashboard summaries, map summaries, version; the first event that finds map
-- deltas pending flushes all three, the others return at once. TRUNCATE has no transition
-- table: the summaries go with the rows.
CREATE OR REPLACE FUNCTION dashboard_map_event() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_map_changes;
    DELETE FROM dashboard_map_points;
    DELETE FROM dashboard_map_campaigns;
  ELSIF dashboard_map_is_pending() THEN
    PERFORM record_totals_flush();
    PERFORM dashboard_summary_flush();
    PERFORM dashboard_map_flush();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- A trigger with transition tables serves one event: one per event, named after it
-- (<prefix>_inserted, _updated, _deleted), each with the tables its event has.
CREATE OR REPLACE FUNCTION create_statement_triggers(on_table text, prefix text, function_name text)
RETURNS void AS $$
DECLARE
  operation text;
BEGIN
  FOREACH operation IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT '
      'EXECUTE FUNCTION %I()', prefix || '_' || rtrim(lower(operation), 'e') || 'ed', operation,
      on_table, CASE operation
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      END, function_name);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

SELECT create_statement_triggers('contributions', 'contributions_map',
  'dashboard_map_contributions_changed');
--> statement-breakpoint

CREATE TRIGGER contributions_map_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_map_event();
--> statement-breakpoint

-- Backfill after the triggers above exist (creating them locked the table against writes until
-- this migration commits). The commit trigger comes after it, so the backfill's deltas queue no
-- event each.
DO $$ BEGIN
  PERFORM dashboard_map_pending();
  EXECUTE dashboard_map_deltas_sql('SELECT 1 AS sign, * FROM contributions');
  PERFORM dashboard_map_flush();
END $$;
--> statement-breakpoint
-- The backfill's deltas leave a row per point dead in the deltas' table: every later flush would
-- scan them until a vacuum. Truncating gives it a fresh, empty file.
TRUNCATE dashboard_map_changes;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_map_changes_apply AFTER INSERT ON dashboard_map_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dashboard_map_event();
--> statement-breakpoint

-- The data version's commit event must find the map flushed too: triggers of one event fire in
-- the order of their names, so this one runs before dashboard_data_changes_add_summaries and
-- dashboard_data_changes_apply (which bumps the version).
CREATE CONSTRAINT TRIGGER dashboard_data_changes_add_map AFTER INSERT ON dashboard_data_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dashboard_map_event();
