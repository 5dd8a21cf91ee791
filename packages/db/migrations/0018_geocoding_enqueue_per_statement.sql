-- For bulk import speed, new rows get their geocoding jobs from one statement per insert,
-- not one trigger call and one INSERT per row (225 ms of a 3,000-row bulk import). The jobs are
-- the same as `geocoding_enqueue` writes (0007_geocoding_queue.sql); moved addresses (updates)
-- keep that per-row trigger, which compares each row's old and new address.
-- The insert trigger keeps the name `<table>_geocoding_enqueue`, which `bench:seed` disables
-- while it copies rows and writes their jobs itself.
CREATE OR REPLACE FUNCTION geocoding_enqueue_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO geocoding_jobs AS job (government_id, target, target_id, state, precision)
  SELECT
    inserted.government_id, TG_ARGV[0], inserted.id,
    CASE WHEN inserted.latitude IS NULL THEN 'waiting' ELSE 'placed' END,
    CASE WHEN inserted.latitude IS NULL THEN NULL ELSE 'address' END
  FROM new_rows AS inserted
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
DROP TRIGGER contributions_geocoding_enqueue ON contributions;
--> statement-breakpoint
CREATE TRIGGER contributions_geocoding_enqueue
  AFTER INSERT ON contributions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION geocoding_enqueue_inserted('contribution');
--> statement-breakpoint
CREATE TRIGGER contributions_geocoding_enqueue_moved
  AFTER UPDATE OF address1, address2, city, state, zip ON contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_enqueue('contribution');
--> statement-breakpoint
DROP TRIGGER external_contributions_geocoding_enqueue ON external_contributions;
--> statement-breakpoint
CREATE TRIGGER external_contributions_geocoding_enqueue
  AFTER INSERT ON external_contributions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION geocoding_enqueue_inserted('external_contribution');
--> statement-breakpoint
CREATE TRIGGER external_contributions_geocoding_enqueue_moved
  AFTER UPDATE OF address1, address2, city, state, zip ON external_contributions
  FOR EACH ROW EXECUTE FUNCTION geocoding_enqueue('external_contribution');
