-- Every saved address gets a geocoding job in the same transaction, whatever code path wrote it
-- (portal form, bulk upload, seed, state filings import). See packages/db/src/schema/geocoding.ts.

-- A changed address makes the old point wrong: it is dropped unless the writer brings a new one.
CREATE OR REPLACE FUNCTION geocoding_clear_moved_point() RETURNS trigger AS $$
BEGIN
  IF (NEW.address1, NEW.address2, NEW.city, NEW.state, NEW.zip)
       IS DISTINCT FROM (OLD.address1, OLD.address2, OLD.city, OLD.state, OLD.zip)
     AND (NEW.latitude, NEW.longitude) IS NOT DISTINCT FROM (OLD.latitude, OLD.longitude) THEN
    NEW.latitude := NULL;
    NEW.longitude := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- TG_ARGV[0] names the target kind. A row saved with a point already (the demo seed) is recorded
-- as placed at address precision; any other new or moved address waits for a worker.
CREATE OR REPLACE FUNCTION geocoding_enqueue() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.address1, NEW.address2, NEW.city, NEW.state, NEW.zip)
       IS NOT DISTINCT FROM (OLD.address1, OLD.address2, OLD.city, OLD.state, OLD.zip) THEN
    RETURN NULL;
  END IF;
  INSERT INTO geocoding_jobs AS job (government_id, target, target_id, state, precision)
  VALUES (
    NEW.government_id, TG_ARGV[0], NEW.id,
    CASE WHEN NEW.latitude IS NULL THEN 'waiting' ELSE 'placed' END,
    CASE WHEN NEW.latitude IS NULL THEN NULL ELSE 'address' END
  )
  ON CONFLICT (target, target_id) DO UPDATE SET
    state = excluded.state,
    precision = excluded.precision,
    attempts = 0,
    run_after = now(),
    lease_token = NULL,
    leased_until = NULL,
    reason = NULL,
    updated_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER contributions_geocoding_clear_moved_point
  BEFORE UPDATE OF address1, address2, city, state, zip ON contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_clear_moved_point();
--> statement-breakpoint
CREATE TRIGGER contributions_geocoding_enqueue
  AFTER INSERT OR UPDATE OF address1, address2, city, state, zip ON contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_enqueue('contribution');
--> statement-breakpoint
CREATE TRIGGER external_contributions_geocoding_clear_moved_point
  BEFORE UPDATE OF address1, address2, city, state, zip ON external_contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_clear_moved_point();
--> statement-breakpoint
CREATE TRIGGER external_contributions_geocoding_enqueue
  AFTER INSERT OR UPDATE OF address1, address2, city, state, zip ON external_contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_enqueue('external_contribution');
--> statement-breakpoint

-- Rows saved before the queue existed: seeded points count as placed, the rest wait.
INSERT INTO geocoding_jobs (government_id, target, target_id, state, precision)
SELECT government_id, 'contribution', id,
  CASE WHEN latitude IS NULL THEN 'waiting' ELSE 'placed' END,
  CASE WHEN latitude IS NULL THEN NULL ELSE 'address' END
FROM contributions
ON CONFLICT (target, target_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO geocoding_jobs (government_id, target, target_id, state, precision)
SELECT government_id, 'external_contribution', id,
  CASE WHEN latitude IS NULL THEN 'waiting' ELSE 'placed' END,
  CASE WHEN latitude IS NULL THEN NULL ELSE 'address' END
FROM external_contributions
ON CONFLICT (target, target_id) DO NOTHING;
