-- The public dashboard's data version (table dashboard_data_versions, see
-- packages/db/src/schema/dashboard.ts): bumped by triggers in the same transaction as every
-- write that changes public data, whatever path wrote it (portal, bulk import, state filings,
-- geocoding worker, plain SQL). Statement-level with transition tables, so a bulk write of
-- thousands of rows notes each government once.
--
-- The bump itself waits for the commit: a statement only notes the government in
-- dashboard_data_changes (once per transaction), and a deferred constraint trigger on that note
-- bumps the version row as the transaction commits. The version row's lock is then held for
-- the commit alone, so two transactions writing overlapping rows in different orders cannot
-- deadlock on it, and concurrent writers of one government queue only briefly.

-- Only contributions a campaign has handed in are public (PUBLIC_CONTRIBUTION_STATUSES in
-- packages/api/src/data/dashboard-facts.ts): drafts and archived rows are private.
CREATE OR REPLACE FUNCTION dashboard_contribution_is_public(status text) RETURNS boolean AS $$
  SELECT status IN ('submitted', 'processed');
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- Notes each government once per transaction (a transaction-local setting remembers it; a
-- rolled-back savepoint forgets both the setting and the note).
CREATE OR REPLACE FUNCTION dashboard_bump_versions(government_ids integer[]) RETURNS void AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN
    SELECT DISTINCT government_id FROM unnest(government_ids) AS ids(government_id)
    WHERE government_id IS NOT NULL ORDER BY government_id
  LOOP
    IF current_setting('dashboard.noted_' || changed, true)
         IS DISTINCT FROM pg_current_xact_id()::text THEN
      PERFORM set_config('dashboard.noted_' || changed, pg_current_xact_id()::text, true);
      INSERT INTO dashboard_data_changes (government_id) VALUES (changed);
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- At commit: the note becomes a new version, and goes.
CREATE OR REPLACE FUNCTION dashboard_apply_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_data_versions AS current (government_id, version, changed_at)
  VALUES (NEW.government_id, 1, clock_timestamp())
  ON CONFLICT (government_id) DO UPDATE
    SET version = current.version + 1, changed_at = excluded.changed_at;
  DELETE FROM dashboard_data_changes WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE CONSTRAINT TRIGGER dashboard_data_changes_apply AFTER INSERT ON dashboard_data_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dashboard_apply_change();
--> statement-breakpoint

-- Contributions: a row counts when it is public before or after the write, so moving a row
-- into or out of public view bumps, and editing a draft does not.
CREATE OR REPLACE FUNCTION dashboard_contributions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM new_rows WHERE dashboard_contribution_is_public(status)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM old_rows WHERE dashboard_contribution_is_public(status)
      UNION
      SELECT government_id FROM new_rows WHERE dashboard_contribution_is_public(status)));
  ELSE
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM old_rows WHERE dashboard_contribution_is_public(status)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- External filings and campaigns are public whole: any row written bumps its government.
CREATE OR REPLACE FUNCTION dashboard_public_rows_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump_versions(ARRAY(SELECT government_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM old_rows UNION SELECT government_id FROM new_rows));
  ELSE
    PERFORM dashboard_bump_versions(ARRAY(SELECT government_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TRUNCATE has no transition table: every government moves.
CREATE OR REPLACE FUNCTION dashboard_all_changed() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_bump_versions(ARRAY(SELECT id FROM governments));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- A trigger with transition tables serves one event, hence three per table.
CREATE TRIGGER contributions_dashboard_inserted AFTER INSERT ON contributions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_dashboard_updated AFTER UPDATE ON contributions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_dashboard_deleted AFTER DELETE ON contributions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_contributions_changed();
--> statement-breakpoint
CREATE TRIGGER contributions_dashboard_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_all_changed();
--> statement-breakpoint
CREATE TRIGGER external_contributions_dashboard_inserted AFTER INSERT ON external_contributions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint
CREATE TRIGGER external_contributions_dashboard_updated AFTER UPDATE ON external_contributions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint
CREATE TRIGGER external_contributions_dashboard_deleted AFTER DELETE ON external_contributions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint
CREATE TRIGGER external_contributions_dashboard_truncated AFTER TRUNCATE ON external_contributions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_all_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_dashboard_inserted AFTER INSERT ON campaigns
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_dashboard_updated AFTER UPDATE ON campaigns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_dashboard_deleted AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_public_rows_changed();
--> statement-breakpoint

INSERT INTO dashboard_data_versions (government_id) SELECT id FROM governments
ON CONFLICT (government_id) DO NOTHING;
