-- A campaign's public page shows its spending by category (totals of expenses handed in), and
-- its answer is cached under the dashboard's data version like every other public answer. So a
-- write that moves an expense into, out of or within public view bumps the version too; editing
-- a draft does not. Same statement triggers and commit-time bump as the contributions'
-- (migration `dashboard_data_version_triggers`).

-- Expenses a campaign has handed in are public: drafts and archived rows are private.
CREATE OR REPLACE FUNCTION dashboard_expenditure_is_public(status text) RETURNS boolean AS $$
  SELECT status IN ('submitted', 'in_compliance', 'out_of_compliance');
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_expenditures_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM new_rows WHERE dashboard_expenditure_is_public(status)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM old_rows WHERE dashboard_expenditure_is_public(status)
      UNION
      SELECT government_id FROM new_rows WHERE dashboard_expenditure_is_public(status)));
  ELSE
    PERFORM dashboard_bump_versions(ARRAY(
      SELECT government_id FROM old_rows WHERE dashboard_expenditure_is_public(status)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER expenditures_dashboard_inserted AFTER INSERT ON expenditures
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_dashboard_updated AFTER UPDATE ON expenditures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_dashboard_deleted AFTER DELETE ON expenditures
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_expenditures_changed();
--> statement-breakpoint
CREATE TRIGGER expenditures_dashboard_truncated AFTER TRUNCATE ON expenditures
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_all_changed();
